import ConversationRuntime

/// A dialog pane over the transcript: one of Siri's questions, waiting for an answer.
package enum Pane: Sendable, Equatable {
  /// A value to type, with suggestions to pick from.
  case valueEntry(ValueEntryPane)
  /// A list to pick one from.
  case choice(ChoicePane)
  /// Buttons to confirm or decline.
  case confirmation(ConfirmationPane)

  /// Opens the pane for a prompt.
  package init(id: PromptID, prompt: ConversationPrompt) {
    switch prompt {
    case .value(let value): self = .valueEntry(ValueEntryPane(id: id, prompt: value))
    case .choice(let choice): self = .choice(ChoicePane(id: id, prompt: choice))
    case .confirmation(let confirmation):
      self = .confirmation(ConfirmationPane(id: id, prompt: confirmation))
    }
  }

  /// The prompt the pane answers.
  package var id: PromptID {
    switch self {
    case .valueEntry(let pane): return pane.id
    case .choice(let pane): return pane.id
    case .confirmation(let pane): return pane.id
    }
  }

  /// The pane's title: the app asking, or Siri for her own questions.
  package var title: String {
    switch self {
    case .valueEntry(let pane): return pane.prompt.app
    case .choice(let pane): return pane.prompt.app ?? "Siri"
    case .confirmation(let pane): return pane.prompt.app
    }
  }

  /// What Siri asks.
  package var dialog: String {
    switch self {
    case .valueEntry(let pane): return pane.prompt.text
    case .choice(let pane): return pane.prompt.text
    case .confirmation(let pane): return pane.prompt.text
    }
  }
}

/// Identifies one of the runtime's prompts, so that the reply goes back to the question asked.
package typealias PromptID = Int

/// Siri asks for a parameter's value: a text field, with the suggestions below it filtered by
/// what is typed.
package typealias ValueEntryPane = PickPane<ValuePrompt>

/// Siri asks the person to pick one of several choices.
package typealias ChoicePane = PickPane<ChoicePrompt>

/// A pane whose answer is picked from a list or typed in the field above it: a value entry or
/// a choice.
package struct PickPane<Prompt: Sendable & Equatable>: Sendable, Equatable {
  /// The prompt answered.
  package var id: PromptID
  /// What Siri asks.
  package var prompt: Prompt
  /// The text field and the rows: the suggestions or the choices.
  package var list: PickList
}

extension PickPane where Prompt == ValuePrompt {
  /// A pane with an empty field and no suggestion highlighted.
  package init(id: PromptID, prompt: ValuePrompt) {
    self.init(
      id: id, prompt: prompt, list: PickList(choices: prompt.suggestions, highlightsFirst: false))
  }
}

extension PickPane where Prompt == ChoicePrompt {
  /// A pane with the first choice highlighted.
  package init(id: PromptID, prompt: ChoicePrompt) {
    self.init(
      id: id, prompt: prompt, list: PickList(choices: prompt.choices, highlightsFirst: true))
  }
}

/// Siri asks the person to confirm, with the confirming and the declining button.
package struct ConfirmationPane: Sendable, Equatable {
  /// A button of the pane.
  package enum Button: Sendable, Equatable {
    /// The confirming button, named by the confirmation action ("Order").
    case confirm
    /// The declining button ("Cancel", "No").
    case decline
  }

  /// The prompt answered.
  package var id: PromptID
  /// What Siri asks.
  package var prompt: ConfirmationPrompt
  /// The focused button; Enter presses it. `nil` for a confirmation of Siri's suggestion until
  /// the person picks a button (Tab, ←/→), so that a stray Enter presses none.
  package var focus: Button? = .confirm
  /// The first snippet line shown, when the pane has no room for the whole snippet.
  package var snippetTop = 0
  /// Words typed as the answer ("yes", "no thanks", "never mind"); empty: Enter presses the
  /// focused button.
  package var field = LineEditor()

  /// A pane with the confirming button focused.
  package init(id: PromptID, prompt: ConfirmationPrompt) {
    self.id = id
    self.prompt = prompt
  }
}
