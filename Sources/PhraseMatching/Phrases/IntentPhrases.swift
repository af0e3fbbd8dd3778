/// The phrases of one intent (one App Shortcut) and the vocabularies of its parameters.
public struct IntentPhrases: Sendable {
  /// The intent's name, as the runtime knows it ("OrderSoup").
  public var intent: String
  /// The intent's phrase templates, in declaration order (order breaks ties).
  public var phrases: [PhraseTemplate]
  /// The vocabulary of every parameter, by parameter name: the phrases' slots and the other
  /// parameters an utterance may fill on the way ("two", "with cheese", "for delivery").
  ///
  /// A parameter a phrase mentions but that has no vocabulary here accepts any text at its
  /// place (as `SlotVocabulary.text`). Parameters are considered in name order where order matters.
  public var slots: [String: SlotVocabulary]

  /// Creates the phrases of one intent.
  public init(intent: String, phrases: [PhraseTemplate], slots: [String: SlotVocabulary] = [:]) {
    self.intent = intent
    self.phrases = phrases
    self.slots = slots
  }
}
