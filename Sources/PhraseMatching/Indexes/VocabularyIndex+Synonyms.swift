extension VocabularyIndex {
  /// Closed vocabularies with more entries than this get no WordNet synonyms: the more values,
  /// the likelier two of them share a relative.
  static let lexicalFormsLimit = 64

  /// The entry's title and synonyms with one word said by another that WordNet gives for it as
  /// an activity (`WordNetTable.activities`): "run" and "jog" for "Jogging", "horseback riding"
  /// for "Equestrian", "bike" and "ride" for "Biking".
  ///
  /// A relative that is only another form of the word ("deliver" for "delivery") is left out:
  /// the index reads word forms already, at their own cost. Only words that are not function
  /// words are replaced, and the result must have a word that
  /// is no filler, so that a synonym never names a value by "to" or "go" alone. A verb of the
  /// request ("get" for delivery) said where the phrase's verb goes reads as that verb, which
  /// costs less than a synonym.
  static func lexicalForms(of entry: VocabularyEntry) -> [[String]] {
    let lexicon = Lexicon.matching
    var result: [[String]] = []
    var seen = Set<[String]>()
    for name in [entry.title] + entry.synonyms {
      let words = tokens(name)
      seen.insert(words)
      for (position, word) in words.enumerated()
      where !lexicon.functionWords.contains(word) {
        for other in WordNetTable.english.activities[word] ?? [] {
          let form = Array(words[..<position]) + other + Array(words[(position + 1)...])
          guard form.contains(where: { !lexicon.fillers.contains($0) }),
            !Self.isAnotherForm(other, of: word), seen.insert(form).inserted
          else { continue }
          result.append(form)
        }
      }
    }
    return result
  }

  /// Whether `other` is one word that `TokenComparison` reads as `word` (a plural, another
  /// form, a typo).
  private static func isAnotherForm(_ other: [String], of word: String) -> Bool {
    other.count == 1
      && TokenComparison.cost(expected: MatchToken(word), actual: MatchToken(other[0])) != nil
  }
}
