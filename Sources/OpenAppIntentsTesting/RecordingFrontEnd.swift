import ConversationRuntime
import Locking

/// The front end an intent run from a test talks to: it keeps what Siri said and showed,
/// accepts every confirmation, and answers no other question.
///
/// Where Apple's framework documents no answer, SiriSim chooses: a confirmation
/// (`requestConfirmation`, a `needsConfirmationError`) is accepted, as the person would to let
/// the intent finish; a request for a value or a choice is cancelled, and `run()` throws
/// ``AppIntentsTestingError/missingValue(parameter:intent:question:)`` or
/// ``AppIntentsTestingError/unansweredChoice(intent:question:choices:)`` — a test gives every
/// value before it runs the intent. (The phrase-level `say(_:)` answers step by step.)
final class RecordingFrontEnd: ConversationFrontEnd {
  struct State {
    var events: [ConversationEvent] = []
    /// The first question left unanswered.
    var unanswered: ConversationPrompt?
  }

  let state = Locked(State())

  func present(_ event: ConversationEvent) async {
    state.withLock { $0.events.append(event) }
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    state.withLock { state in
      state.events.append(.prompt(prompt))
      switch prompt {
      case .confirmation:
        return .confirm(true)
      case .value, .choice:
        if state.unanswered == nil { state.unanswered = prompt }
        return .cancel
      }
    }
  }
}
