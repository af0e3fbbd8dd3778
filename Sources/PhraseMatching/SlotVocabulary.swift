/// What a parameter slot accepts.
public struct SlotVocabulary: Sendable {
  /// The known values.
  public var entries: [VocabularyEntry]
  /// True when the app can search (string query): unknown text still fills the slot, at a lower score.
  public var acceptsOtherText: Bool

  /// Creates a vocabulary.
  public init(entries: [VocabularyEntry], acceptsOtherText: Bool) {
    self.entries = entries
    self.acceptsOtherText = acceptsOtherText
  }
}
