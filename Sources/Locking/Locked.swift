#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that one thread at a time may read or change.
///
/// The standard library's `Mutex` does the same, but on Linux it locks with futex calls made from
/// code that ThreadSanitizer does not instrument, so every contended `Mutex` reads to the sanitizer
/// as a data race (`swift test --sanitize=thread` fails on correct code). `Locked` takes a
/// `pthread_mutex_t`, whose lock and unlock the sanitizer intercepts, so a race it reports is real.
public final class Locked<Value>: @unchecked Sendable {
  // The mutex lives at a fixed address: pthread mutexes must not move.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Creates a lock guarding `initialValue`.
  public init(_ initialValue: sending Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    value = initialValue
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the guarded value while holding the lock, and returns what it returns.
  ///
  /// `body` must not call `withLock` on the same instance: the lock is not recursive.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
