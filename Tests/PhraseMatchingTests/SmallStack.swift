import Foundation
import Locking

/// Runs work on a thread with a small stack (64 KiB unless given), to show it does not recurse
/// deeply.
enum SmallStack {
  static func run<Value: Sendable>(
    stackSize: Int = 64 * 1024, _ body: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: body()) }
      thread.stackSize = stackSize
      thread.start()
    }
  }
}
