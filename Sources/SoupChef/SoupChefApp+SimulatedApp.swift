import Foundation
import OpenAppIntents
import SiriSimApp

extension SoupChefApp: SimulatedApp {
  public static var shortcutsProvider: any AppShortcutsProvider.Type {
    SoupChefAppShortcutsProvider.self
  }

  /// The bundled apps' `Phrases/<display name>` in SiriSim's repository.
  public static var phraseFolder: URL? { repositoryPhraseFolder }

  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    manifest(environment: environment)
  }

  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    manifest(environment: environment, appData: appData)
  }
}
