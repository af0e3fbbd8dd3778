import ConversationRuntime
import OpenAppIntents

/// What SiriSim also knows of a run, beyond Apple's result type: what Siri said and showed.
///
/// SiriSim-only: write `@_spi(SiriSim) import OpenAppIntentsTesting` to read them, in code that
/// runs only on Linux.
extension ResolvedIntentResult {
  /// The result's dialog, as Siri says it; `nil` when the intent returned none.
  @_spi(SiriSim) public var dialog: String? { completion.dialog }

  /// The snippets Siri showed while the intent ran, in order.
  @_spi(SiriSim) public var snippets: [Snippet] {
    events.compactMap { event in
      guard case .speech(let speech) = event else { return nil }
      return speech.snippet
    }
  }

  /// Everything Siri said while the intent ran, questions included, in order.
  @_spi(SiriSim) public var dialogs: [String] {
    events.compactMap { event in
      switch event {
      case .speech(let speech) where !speech.text.isEmpty: return speech.text
      case .prompt(let prompt): return prompt.text
      default: return nil
      }
    }
  }

  /// Every event of the run, for what the other properties leave out.
  @_spi(SiriSim) public var conversationEvents: [ConversationEvent] { events }
}
