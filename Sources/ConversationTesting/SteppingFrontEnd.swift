import ConversationRuntime
import Locking

/// The front end a ``Conversation`` gives the runtime: it keeps what Siri shows and holds each
/// question until the test answers it.
final class SteppingFrontEnd: ConversationFrontEnd {
  struct State {
    var events: [ConversationEvent] = []
    var question:
      (prompt: ConversationPrompt, answer: CheckedContinuation<ConversationReply, Never>)?
    var isClosed = false
  }

  let state = Locked(State())
  let stopped = StopSignal()

  func present(_ event: ConversationEvent) async {
    state.withLock { $0.events.append(event) }
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    let reply = await withCheckedContinuation { continuation in
      let closed = state.withLock { state -> Bool in
        if state.isClosed { return true }
        state.events.append(.prompt(prompt))
        state.question = (prompt, continuation)
        return false
      }
      if closed {
        continuation.resume(returning: .cancel)
      } else {
        stopped.signal()
      }
    }
    return reply
  }

  /// Hands the pending question its answer; `false` when nothing is asked.
  func answer(_ reply: ConversationReply) -> Bool {
    stopped.reset()
    guard
      let question = state.withLock({ state in
        defer { state.question = nil }
        return state.question
      })
    else {
      return false
    }
    question.answer.resume(returning: reply)
    return true
  }

  /// Cancels a pending question and every later one.
  func close() {
    let question = state.withLock { state in
      state.isClosed = true
      defer { state.question = nil }
      return state.question
    }
    question?.answer.resume(returning: .cancel)
  }
}
