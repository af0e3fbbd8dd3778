import OpenAppIntents
import SiriSimApp

extension SoupChefApp: BundledApp {
  public static var shortcutsProvider: any AppShortcutsProvider.Type {
    SoupChefAppShortcutsProvider.self
  }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    manifest(environment: environment, appData: appData)
  }
}
