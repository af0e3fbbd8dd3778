import ConversationRuntime
import Foundation
import Locking
import OpenAppIntents
import SiriSimApp

/// One app under test and the SiriSim runtime its intents run in: what an `IntentDefinitions`
/// shares with every definition, intent and result made from it, so that what one intent does
/// (an order placed, a book added) is there for the next.
final class TestSession: Sendable {
  /// The clock's time: 2026-11-21T12:00:00Z, as `Conversation`'s, so that what depends on the
  /// time (order numbers, "today") is the same on every run.
  static let now = Date(timeIntervalSince1970: 1_795_262_400)

  let app: any SimulatedApp.Type
  /// The app's intent types, read without starting the runtime, for reading parameters.
  private let intentTypes: [any AppIntent.Type]
  private let started = Locked<Task<ConversationRuntime, Never>?>(nil)

  init(app: any SimulatedApp.Type) {
    self.app = app
    let manifest = app.makeManifest(environment: .fixed(now: Self.now))
    intentTypes =
      manifest.intents + manifest.shortcutsProvider.appShortcuts.map { type(of: $0.intent) }
  }

  var bundleIdentifier: String { app.bundleIdentifier }

  /// The intent type with this type name, such as "OrderSoup".
  func intentType(named name: String) -> (any AppIntent.Type)? {
    intentTypes.first { String(describing: $0) == name }
  }

  /// The names of the app's intent types.
  var intentNames: [String] {
    var seen = Set<String>()
    return intentTypes.map { String(describing: $0) }.filter { seen.insert($0).inserted }
  }

  /// The runtime, loaded the first time an intent runs or an entity reference is read. A first
  /// load from a synchronous read passes the read's `executor`, so that loading needs no thread
  /// of the cooperative pool (see ``DedicatedThreadExecutor``).
  func runtime(loadingOn executor: (any TaskExecutor)? = nil) async -> ConversationRuntime {
    let app = self.app
    let task = started.withLock { started in
      if let started { return started }
      let task = Task(executorPreference: executor) {
        let environment = IntentEnvironment.fixed(now: Self.now)
        return await ConversationRuntime(
          apps: [app.makeManifest(environment: environment, memory: nil)],
          options: ConversationRuntime.Options(environment: environment),
          phrases: PhraseResources.load(for: [app]))
      }
      started = task
      return task
    }
    return await task.value
  }
}
