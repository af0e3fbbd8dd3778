import ConversationRuntime

extension CorpusGenerator {
  /// Politeness before, after or around the phrase.
  mutating func filler(_ said: SaidPhrase) -> String? {
    let placement = random.next(below: 3)
    let prefix = placement != 1 ? pick(CorpusWords.fillerPrefixes) ?? "" : ""
    let suffix = placement != 0 ? pick(CorpusWords.fillerSuffixes) ?? "" : ""
    let body = prefix.isEmpty ? said.text : said.continuing().text
    return prefix + body + suffix
  }

  /// A clause the intent can't use, before or after the request.
  mutating func aside(_ said: SaidPhrase) -> String? {
    if random.next(below: 3) == 0, let before = pick(CorpusWords.asidesBefore) {
      return before + said.continuing().text
    }
    return pick(CorpusWords.asidesAfter).map { said.text + $0 }
  }

  /// One typo (two letters swapped, one dropped or one doubled) in a word of five letters or
  /// more of the phrase or a value; never in the app's name, nor in free text (kept as typed).
  mutating func typo(_ said: SaidPhrase) -> String? {
    var places: [(piece: Int, word: Int)] = []
    for (index, piece) in said.pieces.enumerated() where piece.kind != .app {
      if case .value(let name, _) = piece.kind, case .text = said.values[name] { continue }
      for (position, word) in piece.text.split(separator: " ", omittingEmptySubsequences: false)
        .enumerated() where word.count >= 5 && word.allSatisfy(\.isLetter)
      {
        places.append((index, position))
      }
    }
    guard let place = pick(places) else { return nil }
    var copy = said
    var words = copy.pieces[place.piece].text.split(
      separator: " ", omittingEmptySubsequences: false
    )
    .map(String.init)
    var letters = Array(words[place.word])
    let at = 1 + random.next(below: letters.count - 2)
    switch random.next(below: 3) {
    case 0: letters.swapAt(at, at + 1)
    case 1: letters.remove(at: at)
    default: letters.insert(letters[at], at: at)
    }
    words[place.word] = String(letters)
    copy.pieces[place.piece].text = words.joined(separator: " ")
    return copy.text
  }

  /// The verb said by a synonym, or a value by one of its synonyms.
  mutating func synonym(_ said: SaidPhrase, intent: IntentPhrases, app: AppPhrases) -> String? {
    var options: [SaidPhrase] = []
    if let first = said.pieces.first, first.kind == .text,
      let verb = first.text.split(separator: " ").first,
      let synonyms = CorpusWords.verbSynonyms[verb.lowercased()]
    {
      let otherVerbs = Set(
        app.intents.filter { $0.intent != intent.intent }.flatMap(\.phrases).compactMap {
          phrase -> String? in
          guard case .text(let text) = phrase.segments.first else { return nil }
          return text.split(separator: " ").first?.lowercased()
        })
      for synonym in synonyms
      where !otherVerbs.contains(String(synonym.split(separator: " ")[0]).lowercased()) {
        var copy = said
        copy.pieces[0].text =
          synonym.prefix(1).uppercased() + synonym.dropFirst()
          + first.text.dropFirst(verb.count)
        options.append(copy)
      }
    }
    for (index, piece) in said.pieces.enumerated() {
      guard case .value(_, let synonyms) = piece.kind else { continue }
      for synonym in synonyms {
        var copy = said
        copy.pieces[index].text = synonym
        options.append(copy)
      }
    }
    return pick(options)?.text
  }

  /// The app's name first: "Soup Chef, order tomato soup", "In Trails, buy a day pass".
  mutating func reorder(_ said: SaidPhrase) -> String? {
    guard let app = said.pieces.lastIndex(where: { $0.kind == .app }),
      said.pieces[(app + 1)...].allSatisfy({ $0.text.allSatisfy { !$0.isLetter } }), app > 0,
      said.pieces[app - 1].kind == .text
    else { return nil }
    var words = said.pieces[app - 1].text.split(separator: " ").map(String.init)
    guard let preposition = words.last,
      CorpusWords.appPrepositions.contains(preposition.lowercased())
    else { return nil }
    words.removeLast()
    var copy = said
    copy.pieces[app - 1].text =
      (said.pieces[app - 1].text.first == " " ? " " : "") + words.joined(separator: " ")
    copy.pieces.removeSubrange(app...)
    let front =
      random.next(below: 2) == 0 ? said.pieces[app].text + ", " : "In \(said.pieces[app].text), "
    return front + copy.continuing().text
  }

  /// The intent's quantity said as a word or a homophone: in its slot, or before the phrase's
  /// first value ("Order three tomato soup from Soup Chef").
  mutating func numbered(_ said: SaidPhrase, slot: String, phrase: PhraseTemplate) -> SaidPhrase? {
    let number = 2 + random.next(below: 8)
    let word =
      random.next(below: 3) == 0
      ? CorpusWords.homophones[number] ?? CorpusWords.numberWords[number]
      : CorpusWords.numberWords[number]
    guard let word else { return nil }
    var copy = said
    copy.values[slot] = .number(number)
    if let index = copy.pieces.firstIndex(where: {
      $0.kind == .value(parameter: slot, synonyms: [])
    }) {
      copy.pieces[index].text = word
      return copy
    }
    guard let index = copy.firstValue, index > 0, copy.pieces[index - 1].kind == .text else {
      return nil
    }
    // "Order a ${drink}" says no article before a number.
    var before = copy.pieces[index - 1].text.split(separator: " ").map(String.init)
    if let last = before.last, ["a", "an", "the"].contains(last.lowercased()) {
      before.removeLast()
    }
    copy.pieces[index - 1].text =
      (copy.pieces[index - 1].text.first == " " ? " " : "") + before.joined(separator: " ")
      + " \(word) "
    return copy
  }
}
