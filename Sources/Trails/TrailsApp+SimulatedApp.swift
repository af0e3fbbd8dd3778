import OpenAppIntents
import SiriSimApp

extension TrailsApp: BundledApp {
  public static var shortcutsProvider: any AppShortcutsProvider.Type { TrailShortcuts.self }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    manifest(environment: environment, appData: appData)
  }
}
