/// The phrases of one intent (one App Shortcut).
public struct IntentPhrases: Sendable {
  /// The intent's name, as the runtime knows it ("OrderSoup").
  public var intent: String
  /// The intent's phrase templates, in declaration order (order breaks ties).
  public var phrases: [PhraseTemplate]
  /// The vocabulary of each parameter slot, by parameter name.
  ///
  /// A parameter a phrase mentions but that has no vocabulary here accepts any text
  /// (as `SlotVocabulary(entries: [], acceptsOtherText: true)`).
  public var slots: [String: SlotVocabulary]

  /// Creates the phrases of one intent.
  public init(intent: String, phrases: [PhraseTemplate], slots: [String: SlotVocabulary] = [:]) {
    self.intent = intent
    self.phrases = phrases
    self.slots = slots
  }
}
