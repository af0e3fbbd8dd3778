import OpenAppIntents
import PhraseMatching

/// Finds which choices a person's words name, by title and synonyms, tolerant to typos.
enum ChoiceMatching {
  /// The choices that fit the words best; several when they fit equally well.
  static func bestChoices(for text: String, among choices: [IntentValueChoice])
    -> [IntentValueChoice]
  {
    guard !choices.isEmpty else { return [] }
    let entries = choices.enumerated().map { index, choice in
      VocabularyEntry(
        id: String(index), title: choice.displayRepresentation.title.defaultValue,
        synonyms: choice.displayRepresentation.synonyms.map(\.defaultValue) + [choice.id])
    }
    guard let match = VocabularyMatcher(entries: entries).match(text) else { return [] }
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
