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
    let states = titles.indices.filter { index in
      guard titles[index].count == 1, let verb = titles[index].first,
        WordNetTable.english.verbs[verb] != nil,
        !Lexicon.matching.functionWords.contains(verb)
      else { return false }
      return titles.indices.contains { other in
        other != index && saysInAnotherAspect(verb, titles[other])
      }
    }
    guard states.count == 1, let state = states.first else { return [] }
    let finish = [["finish"]] + (WordNetTable.english.verbs["finish"] ?? [])
    let participles = finish.compactMap { $0.count == 1 ? pastParticiple($0[0]) : nil }
    return participles.filter { $0 != titles[state][0] }.map { (state, [$0]) }
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
