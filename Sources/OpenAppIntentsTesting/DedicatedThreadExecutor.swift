import Foundation

/// A task executor with a thread of its own, on which a synchronous read runs the async work it
/// needs while the reading thread waits: `let name: String? = entity.name` on a reference made
/// from an identifier alone asks the entity's query, which is async.
///
/// Why a thread of its own: the reading thread is often one of the cooperative pool's (as wide
/// as the machine has cores: two on a small CI machine), and it is blocked while it waits. Had
/// the lookup run on the pool, two tests reading at once would block both threads and leave
/// none to run the lookups they wait for. A task that prefers this executor runs its
/// nonisolated code, its child tasks and the code of default actors it calls here, so it needs
/// no pool thread.
///
/// What it cannot do: code isolated to the main actor or to an actor with an executor of its
/// own still runs there. A query that needs the actor the reading code holds (a `@MainActor`
/// test reading a reference whose query is `@MainActor`) waits for a thread that waits for it:
/// read such a reference's properties from code not isolated to that actor. Unstructured tasks
/// (`Task { }`) the work starts do not inherit the preference and run on the pool.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  // @unchecked: `jobs` and `finished` are read and changed only with `condition` locked.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var finished = false

  private init() {}

  /// Runs `operation` on a new thread and waits for it, blocking the calling thread.
  /// `operation` is given the executor, for the unstructured tasks it starts and waits for.
  ///
  /// Don't call it from code isolated to an actor that `operation` needs (see the type's
  /// discussion).
  static func wait<Output: Sendable>(
    for operation: @escaping @Sendable (any TaskExecutor) async -> Output
  ) -> Output {
    let executor = DedicatedThreadExecutor()
    let outcome = Outcome<Output>()
    let thread = Thread { executor.runJobs() }
    thread.name = "OpenAppIntentsTesting lookup"
    thread.start()
    Task(executorPreference: executor) {
      let output = await operation(executor)
      outcome.set(output)
      executor.finish()
    }
    return outcome.wait()
  }

  /// Queues a job; the executor's thread runs it.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Lets the thread end once it has run the jobs queued.
  private func finish() {
    condition.lock()
    finished = true
    condition.signal()
    condition.unlock()
  }

  /// The thread's body: runs jobs in order until the work is finished.
  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !finished { condition.wait() }
      guard !jobs.isEmpty else {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// The operation's output, handed from the executor's thread to the waiting one.
  private final class Outcome<Output: Sendable>: @unchecked Sendable {
    // @unchecked: `output` is read and changed only with `condition` locked.
    private let condition = NSCondition()
    private var output: Output?

    func set(_ value: Output) {
      condition.lock()
      output = value
      condition.signal()
      condition.unlock()
    }

    func wait() -> Output {
      condition.lock()
      defer { condition.unlock() }
      while true {
        if let output { return output }
        condition.wait()
      }
    }
  }
}
