import ConversationRuntime
import Locking

/// A front end that answers prompts from a queue of replies (cancelling when it runs dry) and
/// records what Siri asked and said: the runtime's tests drive whole conversations with it.
public final class AnsweringFrontEnd: ConversationFrontEnd {
  private struct State {
    var replies: [ConversationReply]
    var prompts: [ConversationPrompt] = []
    var events: [ConversationEvent] = []
  }

  private let state: Locked<State>

  /// A front end that answers with `replies`, in order.
  public init(_ replies: [ConversationReply]) {
    state = Locked(State(replies: replies))
  }

  public func present(_ event: ConversationEvent) async {
    state.withLock { $0.events.append(event) }
  }

  public func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    state.withLock { state in
      state.prompts.append(prompt)
      return state.replies.isEmpty ? .cancel : state.replies.removeFirst()
    }
  }

  /// The prompts, in order.
  public var prompts: [ConversationPrompt] { state.withLock { $0.prompts } }

  /// The prompts' texts, in order.
  public var promptTexts: [String] { prompts.map(\.text) }

  /// The replies not used.
  public var unusedReplies: [ConversationReply] { state.withLock { $0.replies } }

  /// Everything the runtime presented, in order.
  public var events: [ConversationEvent] { state.withLock { $0.events } }

  /// The words Siri said, in order.
  public var spokenTexts: [String] {
    events.compactMap { event in
      if case .speech(let speech) = event { return speech.text }
      return nil
    }
  }
}
