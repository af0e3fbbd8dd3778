/// Near-exact comparison of words and word sequences, as costs (see `MatchCost`).
enum TokenComparison {
  /// The cost of reading `actual` where `expected` was expected, or nil when they differ too much.
  ///
  /// Equal → 0; singular/plural of each other → `plural`; within the expected word's typo budget
  /// → `typoPerEdit` per edit.
  static func cost(expected: MatchToken, actual: MatchToken) -> Int? {
    if expected.text == actual.text { return 0 }
    if isPluralVariant(expected.text, actual.text) { return MatchCost.plural }
    return typoCost(expected: expected, actual: actual)
  }

  /// `typoPerEdit` per edit within the expected word's budget, or nil.
  static func typoCost(expected: MatchToken, actual: MatchToken) -> Int? {
    let budget = expected.typoBudget
    guard budget > 0,
      let edits = EditDistance.distance(expected.characters, actual.characters, limit: budget)
    else { return nil }
    return edits * MatchCost.typoPerEdit
  }

  /// Whether one word is the regular plural of the other ("soup"/"soups", "tomato"/"tomatoes", "berry"/"berries").
  static func isPluralVariant(_ a: String, _ b: String) -> Bool {
    let (short, long) = a.utf8.count <= b.utf8.count ? (a, b) : (b, a)
    guard short.count >= 2, long.hasPrefix(short.dropLast()) else { return false }
    if long == short + "s" || long == short + "es" { return true }
    if short.hasSuffix("y"), long == short.dropLast() + "ies" { return true }
    return false
  }

  /// The cost of reading `actual` as the whole of `expected`, or nil.
  ///
  /// Word by word when the counts agree, else (or when cheaper) the words run together, at a
  /// `spacing` cost ("soupchef" for "Soup Chef"), plus, when `joinedTypos` is true, typos within
  /// the run-together text's budget ("soupchf").
  static func cost(expected: TokenSequence, actual: ArraySlice<MatchToken>, joinedTypos: Bool) -> Int? {
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
      let joinedLength = actual.reduce(0) { $0 + $1.characters.count }
      let budget = joinedTypos ? expected.joined.typoBudget : 0
      if abs(joinedLength - expected.joined.characters.count) <= budget {
        let joined = MatchToken(actual.map(\.text).joined())
        let joinedCost = joinedTypos ? cost(expected: expected.joined, actual: joined) : joined == expected.joined ? 0 : nil
        if let joinedCost {
          best = min(best ?? .max, joinedCost + MatchCost.spacing)
        }
      }
    }
    return best
  }

  /// The cost of reading `actual` as part of `expected` (each said word matching a different
  /// expected word, in any order), or nil. Does not include the `partialEntry` cost.
  static func partialCost(expected: TokenSequence, actual: ArraySlice<MatchToken>) -> Int? {
    guard !actual.isEmpty, actual.count <= expected.tokens.count else { return nil }
    var used = [Bool](repeating: false, count: expected.tokens.count)
    var total = 0
    for said in actual {
      var bestIndex = -1
      var bestCost = Int.max
      for (index, wanted) in expected.tokens.enumerated() where !used[index] {
        if let cost = cost(expected: wanted, actual: said), cost < bestCost {
          bestCost = cost
          bestIndex = index
          if cost == 0 { break }
        }
      }
      guard bestIndex >= 0 else { return nil }
      used[bestIndex] = true
      total += bestCost
    }
    return total
  }
}
