import ConversationRuntime
import Locking

/// A front end that answers prompts from a queue of replies (cancelling when it runs dry) and
/// records what Siri said and how the turn ended.
final class AnsweringFrontEnd: ConversationFrontEnd {
  private struct State {
    var replies: [ConversationReply]
    var prompts: [ConversationPrompt] = []
    var events: [ConversationEvent] = []
  }

  private let state: Locked<State>

  /// A front end that answers with `replies`, in order.
  init(_ replies: [ConversationReply]) {
    state = Locked(State(replies: replies))
  }

  func present(_ event: ConversationEvent) async {
    state.withLock { $0.events.append(event) }
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    state.withLock { state in
      state.prompts.append(prompt)
      return state.replies.isEmpty ? .cancel : state.replies.removeFirst()
    }
  }

  /// The prompts' texts, in order.
  var promptTexts: [String] { state.withLock { $0.prompts.map(\.text) } }

  /// The replies not used.
  var unusedReplies: [ConversationReply] { state.withLock { $0.replies } }

  /// The words Siri said, in order.
  var spokenTexts: [String] {
    state.withLock { state in
      state.events.compactMap { event in
        if case .speech(let speech) = event { return speech.text }
        return nil
      }
    }
  }
}
