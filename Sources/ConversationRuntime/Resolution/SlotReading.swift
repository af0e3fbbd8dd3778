@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// How the runtime reads words as entities or enum cases, as Siri does: an exact title is taken
/// as is; otherwise the entity's string search runs on the words, then (when it finds nothing) on
/// each of their keywords, and what it finds is ranked against the words with the matcher's
/// tolerance (typos, part of a title, words in no title). Without a string search, the matcher's
/// own candidates stand. Shared by `interpret`, slot filling and typed answers, so words that work
/// in an utterance work at a prompt too.
enum SlotReading {
  /// The most results one keyword search contributes to the ranking.
  static let maxResultsPerKeyword = 50
  /// The most keywords (and stems) searched one by one.
  static let maxKeywords = 8

  /// The choices the slot's words name, best first; several when they fit equally; empty when
  /// they name nothing.
  static func choices(
    for slot: SlotMatch, choices: [String: IntentValueChoice], kind: IntentValueKind
  ) async -> [IntentValueChoice] {
    let known = slot.candidates.compactMap { choices[$0.id] }
    if slot.score >= 1, known.count == 1 { return known }
    guard case .entity(let support) = kind, let search = support.search else { return known }
    return await searched(slot.text, known: known, search: search)
  }

  /// The choices the app's string search finds for `text`, ranked against it; `known` (what the
  /// words already name among the suggested values) joins the ranking when the search on the
  /// whole text finds nothing.
  static func searched(
    _ text: String, known: [IntentValueChoice],
    search: @Sendable (String) async throws -> [IntentValueChoice]
  ) async -> [IntentValueChoice] {
    let found = ((try? await search(text)) ?? []).uniquedByID()
    if found.count == 1 { return found }
    if found.count > 1 {
      if let exact = ChoiceMatching.exactChoice(for: text, among: found) { return [exact] }
      let ranked = rank(found, by: text, allowingUnmatchedWords: false)
      return ranked.isEmpty ? found : ranked
    }
    var pool = known
    for keyword in VocabularyMatcher.keywords(in: text).prefix(maxKeywords) {
      pool += ((try? await search(keyword)) ?? []).prefix(maxResultsPerKeyword)
    }
    return rank(pool.uniquedByID(), by: text, allowingUnmatchedWords: true)
  }

  /// The choices whose titles or synonyms fit `text` best.
  static func rank(_ choices: [IntentValueChoice], by text: String, allowingUnmatchedWords: Bool)
    -> [IntentValueChoice]
  {
    ChoiceMatching.bestChoices(
      for: text, among: choices, matchingIDs: false,
      allowingUnmatchedWords: allowingUnmatchedWords)
  }
}
