@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

extension PhraseIndex {
  /// The words of suggested things searched for, at most: enough for a menu or a shelf, and a
  /// bounded start for an app whose search reads a large catalog.
  static let searchedWordLimit = 48
  /// The things found that way kept, at most.
  static let searchedValueLimit = 48

  /// The things an app's string search finds by the words of the things it suggests, that it
  /// doesn't suggest: the secret soup Soup Chef keeps off its menu ("Manhattan Clam Chowder",
  /// found by "chowder"). Siri asks the search with the words said; the matcher hears such a
  /// thing named in full as it hears a suggested one, rather than as words of no value.
  static func searchedBesides(
    _ known: [IntentValueChoice], search: @Sendable (String) async throws -> [IntentValueChoice]
  ) async -> [IntentValueChoice] {
    var seenIDs = Set(known.map(\.id))
    var words: [String] = []
    var seenWords: Set<String> = []
    for choice in known {
      for word in TextNormalizer.tokens(choice.displayRepresentation.title.defaultValue)
      where word.count > 2 && !Lexicon.matching.fillers.contains(word)
        && seenWords.insert(word).inserted
      {
        words.append(word)
      }
    }
    var found: [IntentValueChoice] = []
    for word in words.prefix(searchedWordLimit) {
      for choice in (try? await search(word)) ?? [] where seenIDs.insert(choice.id).inserted {
        found.append(choice)
        if found.count == searchedValueLimit { return found }
      }
    }
    return found
  }
}
