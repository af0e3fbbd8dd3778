import ConversationRuntime

extension Conversation {
  /// What Siri is asking, in a form that reads well in `#expect`.
  public enum Prompt: Sendable, Equatable {
    /// A value for a parameter (`requestValue`, a missing required value), by the parameter's
    /// name; its suggestions, if any, are in ``Conversation/pendingPrompt``.
    case value(String)
    /// A pick list for a parameter (`requestDisambiguation`, several values fit): the titles
    /// of the values that fit, in Siri's order. When the person's words named the values
    /// ("clam chowder"), Siri lists the app's other suggestions after them under *More*; those
    /// rows are in ``Conversation/moreChoices``, not here, and can still be chosen.
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
        case .disambiguation:
          self = .disambiguation(
            choice.choices.filter { $0.section != PromptChoice.moreSection }.map(\.title))
        }
      case .confirmation(let confirmation):
        self = .confirmation(confirmation.confirmTitle)
      }
    }
  }

  /// The rows Siri lists under *More* in the pick list she shows: the app's suggestions the
  /// person's words did not name, after the ``Prompt/disambiguation(_:)`` matches. Empty when
  /// she asks nothing, asks something else, or lists only matches.
  ///
  /// ```swift
  /// try await c.say("Order clam chowder from Soup Chef")
  /// #expect(c.prompt == .disambiguation(["Manhattan Clam Chowder", "New England Clam Chowder"]))
  /// #expect(c.moreChoices == ["Tomato Soup", "Chicken Noodle Soup"])
  /// ```
  public var moreChoices: [String] {
    guard case .choice(let choice) = pendingPrompt, choice.purpose == .disambiguation else {
      return []
    }
    return choice.choices.filter { $0.section == PromptChoice.moreSection }.map(\.title)
  }
}
