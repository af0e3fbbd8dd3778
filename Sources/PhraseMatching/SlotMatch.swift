/// The result for one slot.
public struct SlotMatch: Sendable, Equatable {
  /// The utterance words that filled the slot, as typed (trimmed; a leading article such as "a" or "the" is left out).
  public var text: String
  /// The best vocabulary entries, several when they fit equally, in vocabulary order.
  ///
  /// Empty when the text matched no entry well enough (only possible when the slot accepts other text).
  public var candidates: [VocabularyEntry]
  /// How well the text fits the candidates, 0...1 (1 = an exact title or synonym).
  public var score: Double

  /// Creates a slot result.
  public init(text: String, candidates: [VocabularyEntry], score: Double) {
    self.text = text
    self.candidates = candidates
    self.score = score
  }
}
