import Foundation
import OpenAppIntents
import SiriSimApp

extension SimulatedApp {
  /// The app's manifest for `environment`, its data kept in `memory` under the app's
  /// ``SimulatedApp/bundleIdentifier`` (else in memory only). Data an earlier SiriSim kept
  /// under the app's display name moves to the identifier the first time it is read.
  package static func makeManifest(environment: IntentEnvironment, memory: (any SiriMemory)?)
    -> AppManifest
  {
    guard let memory else { return makeManifest(environment: environment) }
    let appData = memory.appData(for: bundleIdentifier, formerlyNamed: displayName)
    var manifest = makeManifest(environment: environment, appData: appData)
    if manifest.dependencies.resolve(AppDataStore.self) == nil {
      manifest.add(dependency: appData)
    }
    return manifest
  }

  /// The locales the app ships phrases for, sorted: "en" (its Swift phrases) and each locale of
  /// the phrase files in its ``SimulatedApp/phraseFolder`` — `["de", "en", "fr"]` for Soup
  /// Chef. A test that runs once per locale takes them as its arguments:
  /// `@Test(arguments: SoupChefApp.shippedLocales)`.
  public static var shippedLocales: [String] {
    ShippedLocales.in(PhraseResources.load(for: [Self.self]))
  }
}

extension PhraseResources {
  /// The phrase files of `apps`, each from its own ``SimulatedApp/phraseFolder``; `folder`,
  /// when given, instead holds a folder per app named by its display name (`--phrases`).
  package static func load(for apps: [any SimulatedApp.Type], folder: URL? = nil)
    -> PhraseResources
  {
    if let folder { return load(from: folder) }
    return load(apps: apps.map { ($0.displayName, $0.phraseFolder) })
  }
}
