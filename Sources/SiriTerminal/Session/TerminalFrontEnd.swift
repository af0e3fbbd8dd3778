import ConversationRuntime
import Locking

/// The runtime's front end for the curses UI. The runtime runs in a task; the UI runs its own
/// loop. `present` posts the event to the UI's inbox; `reply(to:)` posts the prompt and
/// suspends until the UI answers it with ``resolve(_:with:)`` (from a `.reply` effect).
package final class TerminalFrontEnd: ConversationFrontEnd {
  private struct State {
    var nextID: PromptID = 1
    var pending: [PromptID: CheckedContinuation<ConversationReply, Never>] = [:]
    var isClosed = false
  }

  private let inbox: TerminalInbox
  private let state = Locked(State())

  /// A front end posting to an inbox.
  package init(inbox: TerminalInbox) { self.inbox = inbox }

  package func present(_ event: ConversationEvent) async {
    // Prompts arrive through reply(to:).
    if case .prompt = event { return }
    inbox.post(.conversation(event))
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<ConversationReply, Never>) in
        let isClosed = state.withLock { state in
          if state.isClosed { return true }
          state.pending[id] = continuation
          return false
        }
        if isClosed {
          continuation.resume(returning: .cancel)
          return
        }
        inbox.post(.prompt(id, prompt))
        // Cancelled before the continuation was stored: the handler found nothing to resume.
        if Task.isCancelled { resolve(id, with: .cancel) }
      }
    } onCancel: {
      resolve(id, with: .cancel)
    }
  }

  /// Answers a prompt; does nothing when it was answered already.
  package func resolve(_ id: PromptID, with reply: ConversationReply) {
    let continuation = state.withLock { $0.pending.removeValue(forKey: id) }
    continuation?.resume(returning: reply)
  }

  /// The prompts waiting for an answer.
  package var pendingPrompts: [PromptID] {
    state.withLock { $0.pending.keys.sorted() }
  }

  /// Cancels every waiting prompt and every later one: the UI is gone.
  package func close() {
    let pending = state.withLock { state in
      state.isClosed = true
      let pending = state.pending
      state.pending = [:]
      return pending
    }
    for continuation in pending.values { continuation.resume(returning: .cancel) }
  }
}
