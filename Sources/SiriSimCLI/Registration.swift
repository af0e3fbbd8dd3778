import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp

/// The apps an executable was made with (`SiriSim.main(apps:)`) and the executable's name, for
/// every command while it runs.
///
/// A task-local, not a global: set once around parsing and running, and seen by every command,
/// its validation and the shell's completions.
struct Registration: Sendable {
  /// The registration of the command running now.
  @TaskLocal static var current = Registration(apps: [], executable: "sirisim")

  /// The apps every command can load, in the order given.
  var apps: [any SimulatedApp.Type]
  /// The executable's name, as help and messages show it.
  var executable: String

  /// The apps' display names.
  var appNames: [String] { apps.map { $0.displayName } }

  /// Every app's manifest for `environment`, each keeping its data in `memory` (else in memory
  /// only).
  func manifests(environment: IntentEnvironment, memory: (any SiriMemory)? = nil)
    -> [AppManifest]
  {
    apps.map { $0.makeManifest(environment: environment, memory: memory) }
  }

  /// The apps' phrase files: from `--phrases` when given, else each app's own folder.
  func phrases(option folder: String?) -> PhraseResources {
    PhraseResources.load(for: apps, folder: folder.map { URL(fileURLWithPath: $0) })
  }
}
