import Foundation
import Locking

/// Runs the runtime's turns on one thread of SiriSim's own, which has an alternate signal stack.
///
/// Turns started with this executor as their preference (`Task(executorPreference:)`) run
/// their jobs here, one at a time, instead of on the shared cooperative pool, whose threads
/// SiriSim cannot give an alternate stack. So if app code or the matcher ever overflows its
/// stack, the crash handler still runs: it restores the terminal and prints the transcript.
final class TurnExecutor: TaskExecutor, Sendable {
  private let queue = JobQueue()
  private let thread = Locked<pthread_t?>(nil)

  /// Starts the executor's thread.
  init(name: String = "sirisim-turns") {
    let queue = self.queue
    let thread = Thread { [weak self] in
      self?.thread.withLock { $0 = pthread_self() }
      SignalGuard.addAlternateStack()
      while let job = queue.next() {
        guard let self else { return }
        job.runSynchronously(on: self.asUnownedTaskExecutor())
      }
    }
    thread.name = name
    thread.start()
  }

  /// Whether the calling code runs on the executor's thread.
  var isCurrent: Bool {
    guard let thread = thread.withLock({ $0 }) else { return false }
    return pthread_equal(thread, pthread_self()) != 0
  }

  func enqueue(_ job: consuming ExecutorJob) {
    queue.add(UnownedJob(job))
  }

  /// Lets the thread finish once the jobs queued so far have run.
  func shutDown() {
    queue.close()
  }

  deinit { queue.close() }
}

/// Jobs waiting for the executor's thread.
private final class JobQueue: Sendable {
  private struct State {
    var jobs: [UnownedJob] = []
    var isClosed = false
  }

  private let state = Locked(State())
  private let ready = DispatchSemaphore(value: 0)

  func add(_ job: UnownedJob) {
    state.withLock { $0.jobs.append(job) }
    ready.signal()
  }

  /// The next job, waiting for one; nil once closed and empty.
  func next() -> UnownedJob? {
    while true {
      let taken: (job: UnownedJob?, closed: Bool) = state.withLock { state in
        if !state.jobs.isEmpty { return (state.jobs.removeFirst(), false) }
        return (nil, state.isClosed)
      }
      if let job = taken.job { return job }
      if taken.closed { return nil }
      ready.wait()
    }
  }

  func close() {
    state.withLock { $0.isClosed = true }
    ready.signal()
  }
}
