import Glibc
import Locking

/// Events for the UI loop from other threads: the runtime's events and prompts, and turns
/// ending. Posting wakes the loop through a pipe (the loop polls it with the terminal) and
/// wakes anyone awaiting ``waitForEvents()`` (tests).
package final class TerminalInbox: Sendable {
  private struct State {
    var events: [TerminalEvent] = []
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())
  /// The pipe's read end: readable when events are waiting.
  package let wakeDescriptor: Int32
  /// The pipe's write end; signal handlers write to it too.
  package let wakeWriteDescriptor: Int32

  /// An empty inbox with its wake-up pipe.
  package init() {
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
    }
    wakeDescriptor = descriptors[0]
    wakeWriteDescriptor = descriptors[1]
  }

  deinit {
    if wakeDescriptor >= 0 { close(wakeDescriptor) }
    if wakeWriteDescriptor >= 0 { close(wakeWriteDescriptor) }
  }

  /// Adds an event and wakes the loop.
  package func post(_ event: TerminalEvent) {
    let waiters = state.withLock { state in
      state.events.append(event)
      let waiters = state.waiters
      state.waiters = []
      return waiters
    }
    if wakeWriteDescriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(wakeWriteDescriptor, &byte, 1)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Takes every waiting event, oldest first, and empties the pipe.
  package func drain() -> [TerminalEvent] {
    if wakeDescriptor >= 0 {
      var buffer = [UInt8](repeating: 0, count: 256)
      while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    }
    return state.withLock { state in
      let events = state.events
      state.events = []
      return events
    }
  }

  /// Returns once at least one event is waiting.
  package func waitForEvents() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if !state.events.isEmpty { return true }
        state.waiters.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
