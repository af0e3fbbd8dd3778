import Foundation
import OpenAppIntents
import SiriSimApp

extension SoupChefApp: SimulatedApp {
  public static var shortcutsProvider: any AppShortcutsProvider.Type {
    SoupChefAppShortcutsProvider.self
  }

  /// `Phrases/<display name>` in SiriSim's repository, where the bundled apps' phrase files
  /// live (the top-level folder every bundled app shares).
  public static var phraseFolder: URL? {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Phrases/\(displayName)")
  }

  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    manifest(environment: environment)
  }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    manifest(environment: environment, appData: appData)
  }
}
