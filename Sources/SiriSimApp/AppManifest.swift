import OpenAppIntents

/// What Siri knows of an installed app: what Info.plist and the App Shortcuts provider say.
///
/// SiriSim-only: on Apple platforms this comes from the app bundle. A demo app exposes one,
/// and the runtime loads apps from their manifests.
public struct AppManifest: Sendable {
  /// The app's display name (`CFBundleDisplayName`), such as "Soup Chef".
  public var displayName: String
  /// Other names people use for the app (`INAlternativeAppNames`), such as "Soup Kitchen".
  public var alternativeNames: [String]
  /// The app's App Shortcuts provider.
  public var shortcutsProvider: any AppShortcutsProvider.Type
  /// The app's intent types that no App Shortcut runs, so the runtime can run them by name
  /// (those of its shortcuts it finds itself).
  public var intents: [any AppIntent.Type]
  /// The objects the app's intents depend on.
  package private(set) var dependencies = AppDependencies()
  /// Describes the screen the app shows now, after an intent opened it.
  public var currentScreen: @Sendable () async -> String?
  /// What a person can do in the app once it is in the foreground, such as "Log In", offered
  /// when an intent continues in the app (`needsToContinueInForegroundError`).
  public var foregroundActions: @Sendable () async -> [AppAction]
  /// Entity types Shortcuts offers Find actions for, besides those of the intents' parameters.
  public var entities: [any AppEntity.Type]
  /// What the app does each time SiriSim loads it, as an app's launch `.task` does on a device,
  /// such as indexing its entities in Spotlight (`CSSearchableIndex.default()
  /// .indexAppEntities(…)`); it runs with the app's dependencies. Default: nothing.
  public var didLaunch: @Sendable () async throws -> Void = {}
  /// The app's value queries (`IntentValueQuery`), which the system asks for the app's values,
  /// as for visual intelligence; AppIntentsTesting's `valueQueries` runs them by type name.
  /// Default: none.
  public var valueQueries: [any IntentValueQuery] = []
  /// Transient entity types the app declares besides those of its intents' parameters, such as
  /// one an intent only returns, for AppIntentsTesting's `transientEntities`. Default: none.
  public var transientEntities: [any TransientAppEntity.Type] = []

  /// Creates a manifest.
  public init(
    displayName: String, alternativeNames: [String] = [],
    shortcutsProvider: any AppShortcutsProvider.Type, intents: [any AppIntent.Type] = [],
    currentScreen: @escaping @Sendable () async -> String? = { nil },
    foregroundActions: @escaping @Sendable () async -> [AppAction] = { [] },
    entities: [any AppEntity.Type] = []
  ) {
    self.displayName = displayName
    self.alternativeNames = alternativeNames
    self.shortcutsProvider = shortcutsProvider
    self.intents = intents
    self.currentScreen = currentScreen
    self.foregroundActions = foregroundActions
    self.entities = entities
  }

  /// Adds an object the app's intents reach with `@Dependency`, as an app on a device adds it
  /// with `AppDependencyManager.shared.add(dependency:)`; kept with this manifest, so that two
  /// runtimes in one process (tests) never share it.
  public mutating func add<Dependency: Sendable>(dependency: Dependency) {
    dependencies.add(dependency)
  }
}

/// Something a person can do in an app's screen, such as logging in.
///
/// SiriSim-only: stands in for the app's UI when an intent continues in the foreground.
public struct AppAction: Sendable {
  /// The button's title, such as "Log In".
  public var title: String
  /// What pressing it does.
  public var perform: @Sendable () async -> Void

  /// Creates an action.
  public init(_ title: String, perform: @escaping @Sendable () async -> Void) {
    self.title = title
    self.perform = perform
  }
}
