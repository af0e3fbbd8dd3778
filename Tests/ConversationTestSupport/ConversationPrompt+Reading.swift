import ConversationRuntime
import OpenAppIntents

extension ConversationPrompt {
  /// The value prompt, if this is one.
  public var valuePrompt: ValuePrompt? {
    if case .value(let prompt) = self { return prompt }
    return nil
  }

  /// The choice prompt, if this is one.
  public var choicePrompt: ChoicePrompt? {
    if case .choice(let prompt) = self { return prompt }
    return nil
  }

  /// The confirmation prompt, if this is one.
  public var confirmationPrompt: ConfirmationPrompt? {
    if case .confirmation(let prompt) = self { return prompt }
    return nil
  }

  /// Whether this asks again after an answer that did not fit.
  public var isRetry: Bool {
    switch self {
    case .value(let prompt): return prompt.isRetry
    case .choice(let prompt): return prompt.isRetry
    case .confirmation(let prompt): return prompt.isRetry
    }
  }
}
