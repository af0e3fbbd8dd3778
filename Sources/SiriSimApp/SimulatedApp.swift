import Foundation
import OpenAppIntents

/// An app SiriSim can load by its type, such as `CoffeeShopApp.self` in
/// `SiriSim.main(apps: [CoffeeShopApp.self])` or `Conversation(apps: [CoffeeShopApp.self])`.
///
/// SiriSim-only: on a device the system finds an app's intents and App Shortcuts in its binary.
/// An app joins with its display name and its App Shortcuts provider; the runtime finds the
/// intents the shortcuts run, their parameters' entities and the intents they open:
///
/// ```swift
/// enum CoffeeShopApp: SimulatedApp {
///   static let displayName = "Coffee Corner"
///   static var shortcutsProvider: any AppShortcutsProvider.Type { CoffeeShortcuts.self }
///   static var phraseFolder: URL? { Bundle.module.resourceURL }
/// }
/// ```
///
/// Intents no shortcut runs come from the ``SimulatedPackage``s the app includes when it is an
/// `AppIntentsPackage`; an app whose intents need dependencies or keep data implements
/// ``makeManifest(environment:appData:)`` too.
public protocol SimulatedApp: SendableMetatype {
  /// The app's display name (`CFBundleDisplayName`), such as "Coffee Corner".
  static var displayName: String { get }

  /// The app's App Shortcuts provider.
  static var shortcutsProvider: any AppShortcutsProvider.Type { get }

  /// The folder of the app's phrase files, usually its package's resources
  /// (`Bundle.module.resourceURL`): `AppShortcuts.xcstrings`,
  /// `<locale>.lproj/AppShortcuts.strings` and `AlternativeAppNames.strings`. `nil` (the
  /// default): the provider's own phrases, in English.
  static var phraseFolder: URL? { get }

  /// What identifies the app, as its bundle identifier does on a device: Siri's store keeps
  /// the app's data under it, so two apps of one name never share data, and AppIntentsTesting's
  /// `IntentDefinitions(bundleIdentifier:)` finds the app by it. Declare the app's real bundle
  /// identifier (`static let bundleIdentifier = "com.example.CoffeeCorner"`) so that a test
  /// names it as on a device. Default: the type's module-qualified name, such as
  /// "MyApp.MyApp" (unchanged, so that data already stored under it is still found).
  static var bundleIdentifier: String { get }

  /// The app as Siri sees it, with fresh state whose clock, identifiers and random numbers
  /// come from `environment`. Default: its display name and shortcuts provider, and when the
  /// app is an `AppIntentsPackage`, the intents and entities of the ``SimulatedPackage``s it
  /// includes.
  static func makeManifest(environment: IntentEnvironment) -> AppManifest

  /// The app as Siri sees it, keeping what it remembers (an order history, a library) in
  /// `appData`, so that it is there on the next run. Apps that keep nothing need not implement
  /// it: by default it is ``makeManifest(environment:)``.
  static func makeManifest(environment: IntentEnvironment, appData: AppDataStore) -> AppManifest
}

extension SimulatedApp {
  public static var phraseFolder: URL? { nil }

  public static var bundleIdentifier: String { String(reflecting: Self.self) }

  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    var manifest = AppManifest(displayName: displayName, shortcutsProvider: shortcutsProvider)
    if let root = Self.self as? any AppIntentsPackage.Type {
      let packages = ([root] + includedPackages(of: root)).compactMap {
        $0 as? any SimulatedPackage.Type
      }
      manifest.intents = packages.flatMap { $0.intents }
      manifest.entities = packages.flatMap { $0.entities }
    }
    return manifest
  }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    makeManifest(environment: environment)
  }
}

extension SimulatedApp {
  /// `Phrases/<display name>` in SiriSim's repository, where the bundled apps' phrase files
  /// live (the top-level folder every bundled app shares), found from this file's place
  /// (`Sources/SiriSimApp/`), as each bundled app's own would be (`Sources/<App>/`).
  package static var repositoryPhraseFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Phrases/\(displayName)")
  }
}
