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
  /// Every intent type of the app, so the runtime can run them by name.
  public var intents: [any AppIntent.Type]
  /// The objects the app's intents depend on.
  public var dependencies: AppDependencies
  /// Describes the screen the app shows now, after an intent opened it.
  public var currentScreen: @Sendable () async -> String?

  /// Creates a manifest.
  public init(
    displayName: String, alternativeNames: [String] = [],
    shortcutsProvider: any AppShortcutsProvider.Type, intents: [any AppIntent.Type],
    dependencies: AppDependencies = AppDependencies(),
    currentScreen: @escaping @Sendable () async -> String? = { nil }
  ) {
    self.displayName = displayName
    self.alternativeNames = alternativeNames
    self.shortcutsProvider = shortcutsProvider
    self.intents = intents
    self.dependencies = dependencies
    self.currentScreen = currentScreen
  }
}
