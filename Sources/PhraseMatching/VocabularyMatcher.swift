/// Finds the vocabulary entries a piece of text names, with the same tolerance as phrase slots:
/// exact titles and synonyms first, then word-by-word typos and plurals, then part of a title.
///
/// The runtime uses it to read a person's answer ("manhatan", "the clam chowder") as an entity,
/// an enum case or an option.
public struct VocabularyMatcher: Sendable {
  let slot: CompiledSlot

  /// Compiles the entries once.
  public init(entries: [VocabularyEntry]) {
    slot = CompiledSlot(SlotVocabulary(entries: entries, acceptsOtherText: false))
  }

  /// The entries that fit the text best, or `nil` when none fits.
  public func match(_ text: String) -> VocabularyMatch? {
    var words = TextNormalizer.tokens(text).map(MatchToken.init)
    guard !words.isEmpty, words.count <= PhraseMatcher.maxUtteranceWords else { return nil }
    if words.count > 1, CompiledSlot.articles.contains(words[0].text) { words.removeFirst() }
    guard let (cost, indices) = slot.vocabularyFit(words[...]) else { return nil }
    return VocabularyMatch(
      entries: indices.map { slot.entries[$0] }, score: MatchCost.score(cost), isExact: cost == 0)
  }
}

/// The entries a text names.
public struct VocabularyMatch: Sendable, Equatable {
  /// The best entries, several when they fit equally, in vocabulary order.
  public var entries: [VocabularyEntry]
  /// How well they fit, from 0 to 1.
  public var score: Double
  /// Whether the text is exactly a title or synonym (after normalization).
  public var isExact: Bool
}
