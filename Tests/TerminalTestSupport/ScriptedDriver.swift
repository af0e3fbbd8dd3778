import Glibc
import SiriTerminal

/// The tests' ``TerminalDriver``: no terminal, every frame drawn kept in order, and keys queued
/// by the test read as a terminal's would be, a batch per wake-up. With
/// ``hangsUpWhenDrained``, the input hangs up once the queue is empty, as a closed terminal
/// does, so a loop in real time ends on its own.
package final class ScriptedDriver: TerminalDriver {
  /// The screen's size; set it, then send `.resized`, as a terminal resizing would.
  package var size: TerminalSize
  /// Every frame drawn, oldest first.
  package private(set) var frames: [Frame] = []
  /// How many times a full repaint was asked for.
  package private(set) var invalidations = 0
  /// Whether ``end()`` was called.
  package private(set) var isEnded = false
  /// Whether the input hangs up once the queued batches are read.
  package var hangsUpWhenDrained: Bool
  private var batches: [[TerminalEvent]] = []

  /// A driver at a size.
  package init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), hangsUpWhenDrained: Bool = false
  ) {
    self.size = size
    self.hangsUpWhenDrained = hangsUpWhenDrained
  }

  /// Queues events (keys, clicks, resizes) to be read together at one wake-up.
  package func queue(_ events: [TerminalEvent]) {
    batches.append(events)
  }

  /// The frame on the screen: the last drawn.
  package var screen: Frame? { frames.last }

  package func readEvents(limit: Int) -> [TerminalEvent] {
    guard !batches.isEmpty else { return [] }
    let batch = batches.removeFirst()
    let limit = max(1, limit)
    if batch.count > limit { batches.insert(Array(batch.dropFirst(limit)), at: 0) }
    return Array(batch.prefix(limit))
  }

  package func waitForInput(timeoutMilliseconds: Int32, wakeDescriptor: Int32) -> Bool {
    if !batches.isEmpty { return false }
    if hangsUpWhenDrained { return true }
    var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, timeoutMilliseconds)
    return false
  }

  package func draw(_ frame: Frame) {
    precondition(!isEnded, "drawn after the driver ended")
    frames.append(frame)
  }

  package func invalidate() { invalidations += 1 }

  package func end() { isEnded = true }
}
