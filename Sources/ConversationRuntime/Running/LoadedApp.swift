import OpenAppIntents
import SiriSimApp

/// An app the runtime has loaded: its manifest and its App Shortcuts.
struct LoadedApp: Sendable {
  let manifest: AppManifest
  let shortcuts: [AppShortcut]
  /// The app's own texts in the session's language, from its `Localizable.strings`.
  var strings = AppStrings.none

  var name: String { manifest.displayName }

  /// The app as declared in Swift, without `Phrases/` files.
  init(manifest: AppManifest) {
    self.init(manifest: manifest, shortcuts: manifest.shortcutsProvider.appShortcuts)
  }

  init(manifest: AppManifest, shortcuts: [AppShortcut]) {
    self.manifest = manifest
    self.shortcuts = shortcuts
  }

  /// The intent type with this name, from the manifest or the shortcuts.
  func intentType(named name: String) -> (any AppIntent.Type)? {
    let types = manifest.intents + shortcuts.map { type(of: $0.intent) }
    return types.first { Self.typeName(of: $0) == name }
  }

  /// Runs app code (a query, an options provider, an intent) with the app's dependencies
  /// bound, as `@Dependency` reads them.
  func withDependencies<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    // Dependencies the app registered as async closures (`AppDependencyManager.shared.add {
    // … }`) are made first, so `@Dependency` can read them.
    await AppDependencyManager.shared.prepare()
    return try await AppDependencies.$current.withValue(manifest.dependencies) { try await body() }
  }

  static func typeName(of type: any AppIntent.Type) -> String {
    String(describing: type)
  }
}

/// A fresh copy of an intent: a new instance with the prototype's set parameters copied over,
/// so running an App Shortcut twice never shares parameter state.
func freshIntent(like prototype: any AppIntent) -> any AppIntent {
  let intent = type(of: prototype).init()
  let source = IntentReflection.parameters(of: prototype)
  let target = IntentReflection.parameters(of: intent)
  for (name, parameter) in source where parameter.isSet {
    guard let value = parameter.currentValue,
      let destination = target.first(where: { $0.name == name })?.parameter
    else { continue }
    try? destination.setValue(value)
  }
  return intent
}
