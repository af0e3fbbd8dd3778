import OpenAppIntents
import PhraseMatching

/// Finds which choices a person's words name, by title and synonyms, tolerant to typos.
enum ChoiceMatching {
  /// The choices that fit the words best; several when they fit equally well.
  ///
  /// With `matchingIDs`, an identifier ("tomatoSoup", "pickup") counts as a synonym; with
  /// `allowingUnmatchedWords`, words that are in no title do not rule a choice out.
  static func bestChoices(
    for text: String, among choices: [IntentValueChoice], matchingIDs: Bool = true,
    allowingUnmatchedWords: Bool = false
  ) -> [IntentValueChoice] {
    guard !choices.isEmpty else { return [] }
    let entries = choices.enumerated().map { index, choice in
      VocabularyEntry(
        id: String(index), title: choice.displayRepresentation.title.defaultValue,
        synonyms: choice.displayRepresentation.synonyms.map(\.defaultValue)
          + (matchingIDs ? [choice.id] : []))
    }
    guard
      let match = VocabularyMatcher(entries: entries).match(
        text, allowingUnmatchedWords: allowingUnmatchedWords)
    else { return [] }
    return match.entries.compactMap { Int($0.id) }.filter(choices.indices.contains).map {
      choices[$0]
    }
  }

  /// The one choice the words name exactly (title or synonym, ignoring case and punctuation).
  static func exactChoice(for text: String, among choices: [IntentValueChoice])
    -> IntentValueChoice?
  {
    let wanted = TextNormalizer.normalized(text)
    let hits = choices.filter { choice in
      let names =
        [choice.displayRepresentation.title.defaultValue]
        + choice.displayRepresentation.synonyms.map(\.defaultValue)
      return names.contains { TextNormalizer.normalized($0) == wanted }
    }
    return hits.count == 1 ? hits[0] : nil
  }
}

extension Array where Element == IntentValueChoice {
  /// The choices without repeats of an identifier, first one kept.
  func uniquedByID() -> [IntentValueChoice] {
    var seen = Set<String>()
    return filter { seen.insert($0.id).inserted }
  }
}
