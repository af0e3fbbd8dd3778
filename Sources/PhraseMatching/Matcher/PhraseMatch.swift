/// A ranked match.
public struct PhraseMatch: Sendable, Equatable {
  /// The app's display name.
  public var app: String
  /// The intent's name.
  public var intent: String
  /// The phrase that matched best for this intent.
  public var phrase: PhraseTemplate
  /// 0...1; 1 = exact after normalization (see `PhraseMatcher` for the formula).
  public var score: Double
  /// The filled slots, by parameter name.
  public var slots: [String: SlotMatch]

  /// Creates a match.
  public init(
    app: String, intent: String, phrase: PhraseTemplate, score: Double, slots: [String: SlotMatch]
  ) {
    self.app = app
    self.intent = intent
    self.phrase = phrase
    self.score = score
    self.slots = slots
  }
}
