import ConversationRuntime

extension Conversation {
  /// What Siri is asking, in a form that reads well in `#expect`.
  public enum Prompt: Sendable, Equatable {
    /// A value for a parameter (`requestValue`, a missing required value), by the parameter's
    /// name; its suggestions, if any, are in ``Conversation/pendingPrompt``.
    case value(String)
    /// A pick list for a parameter (`requestDisambiguation`, several values fit): the titles.
    case disambiguation([String])
    /// Several App Shortcuts fit the utterance: their titles.
    case didYouMean([String])
    /// The intent asks to choose one of its options (`requestChoice`): their titles.
    case choice([String])
    /// Buttons (`requestConfirmation`): the confirming button's title, such as "Order".
    case confirmation(String)

    init(_ prompt: ConversationPrompt) {
      switch prompt {
      case .value(let value):
        self = .value(value.parameter)
      case .choice(let choice):
        let titles = choice.choices.map(\.title)
        switch choice.purpose {
        case .didYouMean: self = .didYouMean(titles)
        case .options, .spotlight, .snippet: self = .choice(titles)
        case .disambiguation: self = .disambiguation(titles)
        }
      case .confirmation(let confirmation):
        self = .confirmation(confirmation.confirmTitle)
      }
    }
  }
}
