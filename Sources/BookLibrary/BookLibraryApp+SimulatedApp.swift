import OpenAppIntents
import SiriSimApp

extension BookLibraryApp: BundledApp {
  public static var shortcutsProvider: any AppShortcutsProvider.Type { LibraryAppShortcuts.self }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    manifest(environment: environment, appData: appData)
  }
}
