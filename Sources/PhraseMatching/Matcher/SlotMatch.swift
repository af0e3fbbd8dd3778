/// The result for one parameter.
public struct SlotMatch: Sendable, Equatable {
  /// The utterance words that filled the parameter, as typed (trimmed; fillers such as "a" or
  /// "the" and cue words such as "with" are left out). For a list, the items' words joined by ", ".
  public var text: String
  /// The best vocabulary entries, several when they fit equally, in vocabulary order.
  ///
  /// Empty for numbers, lists (see `items`) and text that matched no entry (only possible at a
  /// phrase slot that accepts other text).
  public var candidates: [VocabularyEntry]
  /// How well the words fit, 0...1 (1 = an exact title or synonym, or a number).
  public var score: Double
  /// The number, for a `.number` parameter.
  public var number: Int?
  /// For a list parameter: one result per value named, in utterance order; empty otherwise.
  public var items: [SlotMatch]
  /// True when the words came from outside the phrase's slot ("two", "with cheese", "for
  /// delivery", or the phrase slot's value said somewhere else).
  public var isExtra: Bool

  /// Creates a slot result.
  public init(
    text: String, candidates: [VocabularyEntry], score: Double, number: Int? = nil,
    items: [SlotMatch] = [], isExtra: Bool = false
  ) {
    self.text = text
    self.candidates = candidates
    self.score = score
    self.number = number
    self.items = items
    self.isExtra = isExtra
  }
}
