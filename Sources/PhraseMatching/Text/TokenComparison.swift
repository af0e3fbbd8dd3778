/// Comparison of words and word sequences, as costs (see `MatchCost`).
enum TokenComparison {
  /// The cost of reading `actual` where `expected` was expected, or nil when they differ too much.
  ///
  /// Equal → 0; singular/plural of each other → `plural`; the same stem → `wordForm`; within the
  /// expected word's typo budget → `typoPerEdit` per edit; the same sound-alike key
  /// (`PhoneticKey`) → `soundsAlike` (the cheapest of the last three).
  static func cost(expected: MatchToken, actual: MatchToken) -> Int? {
    if expected.text == actual.text { return 0 }
    // A question word asks; it is never another word misspelt ("How" is no "Show").
    if Lexicon.matching.questionWords.contains(actual.text) { return nil }
    let difference = abs(expected.codes.count - actual.codes.count)
    // Past 3 letters apart only another form of the word is left (no plural, typo or sound),
    // unless a letter run shortens the said word: most vocabulary words stop here.
    if difference > 3, !actual.hasLongRun {
      return isWordForm(expected, actual) ? MatchCost.wordForm : nil
    }
    if isPluralVariant(expected, actual) { return MatchCost.plural }
    let form = isWordForm(expected, actual) ? MatchCost.wordForm : nil
    let sound =
      difference <= 1 && expected.phoneticKey != 0 && expected.phoneticKey == actual.phoneticKey
      ? MatchCost.soundsAlike : nil
    // Edits can't bridge a longer gap in length, unless a letter run shortens the said word.
    guard difference <= expected.typoBudget || actual.hasLongRun,
      let typo = typoCost(expected: expected, actual: actual)
    else { return [form, sound].compactMap { $0 }.min() }
    return min(typo, form ?? .max, sound ?? .max)
  }

  /// Whether two different words share a stem (both at least `WordForms.minimumStem` long), or
  /// one is the other's "-ing" form ("jog" and "jogging", "hike" and "hiking", "run" and
  /// "running"), which short verbs are too short to stem.
  static func isWordForm(_ a: MatchToken, _ b: MatchToken) -> Bool {
    if a.length >= WordForms.minimumStem && b.length >= WordForms.minimumStem && a.stem == b.stem {
      return true
    }
    // A gerund is 1 to 4 characters longer than its root of 3 or more, or its "-s" form
    // (`isGerund`): the lengths, known already, rule out nearly every pair before any string
    // is looked at.
    return
      (b.length >= 3 && (1...4).contains(a.length - b.length)
      && WordForms.isGerund(a.text, of: b.text))
      || (a.length >= 3 && (1...4).contains(b.length - a.length)
        && WordForms.isGerund(b.text, of: a.text))
  }

  /// `typoPerEdit` per edit within the expected word's budget, or nil. A letter typed three
  /// times or more ("cheffff", "pleeease") is one edit, whatever the run's length.
  static func typoCost(expected: MatchToken, actual: MatchToken) -> Int? {
    let budget = expected.typoBudget
    guard budget > 0 else { return nil }
    if let edits = EditDistance.distance(expected.codes, actual.codes, limit: budget) {
      return edits * MatchCost.typoPerEdit
    }
    guard actual.hasLongRun else { return nil }
    var best: Int?
    for runLength in [1, 2] {
      guard let shorter = shortenedRuns(actual.codes, to: runLength),
        let edits = EditDistance.distance(expected.codes, shorter, limit: budget - 1)
      else { continue }
      best = min(best ?? .max, (edits + 1) * MatchCost.typoPerEdit)
    }
    return best
  }

  /// The characters with every run of three or more equal ones cut to `length`, or nil when
  /// there is no such run.
  private static func shortenedRuns(_ characters: [UInt32], to length: Int) -> [UInt32]? {
    var result: [UInt32] = []
    var shortened = false
    var index = 0
    while index < characters.count {
      var end = index + 1
      while end < characters.count, characters[end] == characters[index] { end += 1 }
      let run = end - index
      if run >= 3 { shortened = true }
      result += repeatElement(characters[index], count: run >= 3 ? length : run)
      index = end
    }
    return shortened ? result : nil
  }

  /// Whether one word is the regular plural of the other ("soup"/"soups", "tomato"/"tomatoes",
  /// "berry"/"berries", "shelf"/"shelves"), comparing bytes without copying.
  static func isPluralVariant(_ a: MatchToken, _ b: MatchToken) -> Bool {
    let (short, long) = a.text.utf8.count <= b.text.utf8.count ? (a, b) : (b, a)
    guard short.codes.count >= 2 else { return false }
    let shortBytes = short.text.utf8
    let longBytes = long.text.utf8
    let extra = longBytes.count - shortBytes.count
    guard extra == 1 || extra == 2 else { return false }
    let s = UInt8(ascii: "s")
    let e = UInt8(ascii: "e")
    guard longBytes.last == s else { return false }
    if longBytes.starts(with: shortBytes) {
      // "soup" + "s", "tomato" + "es".
      return extra == 1 || longBytes.dropLast().last == e
    }
    // "shelf" → "shel" + "ves", "knife" → "kni" + "ves".
    let f = UInt8(ascii: "f")
    if shortBytes.last == f || shortBytes.last == e && shortBytes.dropLast().last == f {
      let stem = shortBytes.count - (shortBytes.last == f ? 1 : 2)
      return stem >= 2 && longBytes.count == stem + 3
        && longBytes.starts(with: shortBytes.prefix(stem))
        && longBytes.dropFirst(stem).elementsEqual("ves".utf8)
    }
    // "berry" → "berr" + "ies".
    guard extra == 2, shortBytes.last == UInt8(ascii: "y") else { return false }
    return longBytes.starts(with: shortBytes.dropLast())
      && longBytes.dropFirst(shortBytes.count - 1).elementsEqual("ies".utf8)
  }

  /// The cost of reading `actual` as the whole of `expected`, or nil.
  ///
  /// Word by word when the counts agree, else (or when cheaper) the words run together, at a
  /// `spacing` cost ("soupchef" for "Soup Chef"), plus, when `joinedTypos` is true and fewer
  /// words were said than expected, typos within the run-together text's budget ("soupchf";
  /// not "to soup chef" for "SoupChef", nor "sxxp chef" for "Soup Chef").
  ///
  /// `joinedActual` is `actual` run together when the caller has it already (one span compared
  /// with several names).
  static func cost(
    expected: TokenSequence, actual: ArraySlice<MatchToken>, joinedTypos: Bool,
    joinedActual: MatchToken? = nil
  ) -> Int? {
    guard !actual.isEmpty, !expected.tokens.isEmpty else { return nil }
    var best: Int?
    if expected.tokens.count == actual.count {
      var total = 0
      for (wanted, said) in zip(expected.tokens, actual) {
        guard let cost = cost(expected: wanted, actual: said) else {
          total = -1
          break
        }
        total += cost
      }
      if total >= 0 { best = total }
    }
    if best != 0, expected.tokens.count > 1 || actual.count > 1 {
      let joinedLength = actual.reduce(0) { $0 + $1.length }
      let typos = joinedTypos && actual.count < expected.tokens.count
      let expectedLength = expected.joined.length
      var joinedCost: Int?
      if typos, abs(joinedLength - expectedLength) <= expected.joined.typoBudget + 2 {
        joinedCost = cost(
          expected: expected.joined,
          actual: joinedActual
            ?? (actual.count == 1
              ? actual[actual.startIndex] : MatchToken(actual.map(\.text).joined())))
      } else if joinedLength == expectedLength, actual.map(\.text).joined() == expected.joined.text
      {
        joinedCost = 0
      }
      if let joinedCost {
        best = min(best ?? .max, joinedCost + MatchCost.spacing)
      }
    }
    return best
  }
}
