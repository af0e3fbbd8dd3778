import Foundation
import OpenAppIntents

/// An app SiriSim bundles (Soup Chef, Trails, Book Library): its phrase files are in the
/// repository's `Phrases/<display name>`, and without Siri's store it starts with fresh data
/// kept in memory.
///
/// A bundled app implements ``SimulatedApp/makeManifest(environment:appData:)``; this gives it
/// the rest, so that the three apps do not each spell the same conformance.
package protocol BundledApp: SimulatedApp {}

extension BundledApp {
  /// The bundled apps' `Phrases/<display name>` in SiriSim's repository.
  public static var phraseFolder: URL? { repositoryPhraseFolder }

  /// The app with fresh data in memory, as a run without Siri's store has it.
  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    makeManifest(environment: environment, appData: .inMemory())
  }
}
