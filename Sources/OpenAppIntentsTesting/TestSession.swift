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
  let intentTypes: [any AppIntent.Type]
  /// The transient entity types the app's manifest declares.
  let declaredTransientEntities: [any TransientAppEntity.Type]
  /// The app's manifest, made once: every locale's runtime runs the same app, its data kept in
  /// the same store, so that what an intent does in one language is there in another.
  let manifest: AppManifest
  /// The app's phrase files, every locale's.
  let phrases: PhraseResources
  /// The runtime of each locale, by locale, started the first time it is needed.
  private let started = Locked<[String: Task<ConversationRuntime, Never>]>([:])

  init(app: any SimulatedApp.Type) {
    self.app = app
    var manifest = app.makeManifest(environment: .fixed(now: Self.now), memory: nil)
    if manifest.dependencies.resolve(AppDataStore.self) == nil {
      manifest.add(dependency: AppDataStore.inMemory())
    }
    self.manifest = manifest
    phrases = PhraseResources.load(for: [app])
    intentTypes =
      manifest.intents + manifest.shortcutsProvider.appShortcuts.map { type(of: $0.intent) }
    declaredTransientEntities = manifest.transientEntities
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

  /// The locales the app ships phrases for: "en" and those of its phrase files.
  var shippedLocales: [String] { ShippedLocales.in(phrases) }

  /// The runtime for a shipped locale (as ``ShippedLocales/resolve(_:among:)`` reads it:
  /// "FR", "fr-CA" → "fr"); `nil` for a locale the app ships no phrases for.
  func runtime(locale: String) async -> ConversationRuntime? {
    guard let resolved = ShippedLocales.resolve(locale, among: shippedLocales) else { return nil }
    return await runtime(resolved: resolved)
  }

  /// The English runtime, where intents run from code run ("en" is always shipped: the apps'
  /// Swift phrases are English), loaded the first time an intent runs or an entity reference
  /// is read. A first load from a synchronous read passes the read's `executor`, so that
  /// loading needs no thread of the cooperative pool (see ``DedicatedThreadExecutor``).
  func runtime(loadingOn executor: (any TaskExecutor)? = nil) async -> ConversationRuntime {
    await runtime(resolved: "en", loadingOn: executor)
  }

  /// A shipped locale's runtime, loaded the first time it is needed.
  private func runtime(
    resolved locale: String, loadingOn executor: (any TaskExecutor)? = nil
  ) async -> ConversationRuntime {
    let (manifest, phrases) = (self.manifest, self.phrases)
    let task = started.withLock { started in
      if let task = started[locale] { return task }
      let task = Task(executorPreference: executor) {
        let environment = IntentEnvironment.fixed(now: Self.now)
        return await ConversationRuntime(
          apps: [manifest], options: ConversationRuntime.Options(environment: environment),
          phrases: phrases, locale: locale)
      }
      started[locale] = task
      return task
    }
    return await task.value
  }
}
