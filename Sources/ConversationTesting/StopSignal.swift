import Foundation
import Locking

/// Wakes whoever waits for the conversation to stop: Siri asks something, or the turn ends.
final class StopSignal: Sendable {
  private struct State {
    var isStopped = false
    var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Locked(State())

  /// Marks the conversation as going on, before it is handed an utterance or an answer.
  func reset() {
    state.withLock { $0.isStopped = false }
  }

  /// Marks it as stopped and wakes every waiter.
  func signal() {
    let waiters = state.withLock { state in
      state.isStopped = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until stopped; returns early when the waiting task is cancelled.
  func wait() async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.isStopped || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }
}
