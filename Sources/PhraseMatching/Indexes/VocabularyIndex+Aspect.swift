extension VocabularyIndex {
  /// The entries of a closed vocabulary that are the finished state of an action its other
  /// values name in other aspects, each with the words that say "finished": `(entry, form)`.
  ///
  /// Values that share a verb tell the action's stages apart by aspect: Book Library's shelves
  /// "Currently Reading" (the verb's "-ing" form: under way) and "Want to Read" ("to" and the
  /// verb: ahead) leave the bare verb, "Read", to mean the action done, as its past participle.
  /// Such a value is also said by the past participles of WordNet's first sense of "finish"
  /// (`WordNetTable.verbs`: "finished", "completed", "ended" …), at `MatchCost.lexicalValue`.
  /// Only when one value of the vocabulary is such a state: two would share every such word.
  static func finishedStateForms(of entries: [VocabularyEntry]) -> [(entry: Int, form: [String])] {
    let titles = entries.map { tokens($0.title) }
    guard let state = finishedState(titles) else { return [] }
    let finish = [["finish"]] + (WordNetTable.english.verbs["finish"] ?? [])
    let participles = finish.compactMap { $0.count == 1 ? pastParticiple($0[0]) : nil }
    return participles.filter { $0 != titles[state][0] }.map { (state, [$0]) }
  }

  /// The entries of a closed vocabulary that say a shared verb under way or ahead, each with
  /// the words that say that aspect without the rest of the title: `(entry, form)`.
  ///
  /// When one value is the verb done ("Read", see `finishedStateForms`), the others tell its
  /// stages apart by their aspect alone: "Currently *Reading*" is the verb's "-ing" form, so
  /// "reading" by itself, or the progressive said in words ("the books I'm *in the middle of*":
  /// `Lexicon.progressiveMarkers`), names it; "Want *to Read*" is "to" and the verb, so "my
  /// *to-read* pile" names it, and so do the passive's initials ("my *TBR* pile"). These cost
  /// `MatchCost.aspectForm`, less than a filler, so that "to" is read with the verb rather than
  /// left out for the bare verb's value.
  static func aspectForms(of entries: [VocabularyEntry]) -> [(entry: Int, form: [String])] {
    let titles = entries.map { tokens($0.title) }
    guard let state = finishedState(titles), let verb = titles[state].first else { return [] }
    let token = MatchToken(verb)
    var result: [(entry: Int, form: [String])] = []
    for (index, title) in titles.enumerated() where index != state {
      for (position, word) in title.enumerated() {
        if word.hasSuffix("ing"), word != verb,
          TokenComparison.isWordForm(token, MatchToken(word))
        {
          if title.count > 1 { result.append((index, [word])) }
          result += Lexicon.matching.progressiveMarkers.map { (index, $0) }
        }
        if word == verb, position > 0, title[position - 1] == "to", title.count > 2 {
          // Ahead, active or passive: "to read", "to be read" ("my to-be-read pile"), and the
          // passive by its initials ("my TBR pile").
          result.append((index, ["to", verb]))
          result.append((index, ["to", "be", verb]))
          if let initial = verb.first { result.append((index, ["tb" + String(initial)])) }
        }
      }
    }
    return result
  }

  /// The one entry whose one-word title is a verb that another entry says in another aspect,
  /// or nil (none, or two: they would share every word of the finished state).
  private static func finishedState(_ titles: [[String]]) -> Int? {
    let states = titles.indices.filter { index in
      guard titles[index].count == 1, let verb = titles[index].first,
        WordNetTable.english.verbs[verb] != nil,
        !Lexicon.matching.functionWords.contains(verb)
      else { return false }
      return titles.indices.contains { other in
        other != index && saysInAnotherAspect(verb, titles[other])
      }
    }
    return states.count == 1 ? states.first : nil
  }

  /// Whether `title` says `verb` as under way (its "-ing" form) or ahead ("to" and the verb).
  private static func saysInAnotherAspect(_ verb: String, _ title: [String]) -> Bool {
    let token = MatchToken(verb)
    for (position, word) in title.enumerated() {
      if word.hasSuffix("ing"), word != verb, TokenComparison.isWordForm(token, MatchToken(word)) {
        return true
      }
      if word == verb, position > 0, title[position - 1] == "to" { return true }
    }
    return false
  }

  /// The regular past participle of a one-word verb ("finish" → "finished", "complete" →
  /// "completed").
  private static func pastParticiple(_ verb: String) -> String {
    verb.hasSuffix("e") ? verb + "d" : verb + "ed"
  }
}
