import BookLibrary
import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import SoupChef
import Trails

/// The bundled apps, as `sirisim` loads them: the one place the tests list them, in order.
public enum BundledApps {
  /// Soup Chef, Trails and Book Library, each over the given state (a fresh one when `nil`).
  public static func manifests(
    environment: IntentEnvironment, orders: SoupOrderDataManager? = nil,
    trails: TrailsApp.State? = nil, library: BookLibraryApp.State? = nil
  ) -> [AppManifest] {
    [
      SoupChefApp.manifest(environment: environment, orders: orders),
      TrailsApp.manifest(environment: environment, state: trails),
      BookLibraryApp.manifest(environment: environment, state: library),
    ]
  }

  /// A runtime over the three apps, each with a fresh state, and the default options: what the
  /// matcher's suites ask.
  package static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(apps: [
      SoupChefApp.manifest(), TrailsApp.manifest(), BookLibraryApp.manifest(),
    ])
  }

  /// The package's `Phrases` folder (the apps' phrases in every locale), read once.
  package static let phrases = PhraseResources.load(
    from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Phrases"))
}
