import ConversationTesting
import OpenAppIntents
import SiriSimApp

/// An app whose one intent takes an hour, to show that a step waits only so long.
struct NapIntent: AppIntent {
  static let title: LocalizedStringResource = "Take a Nap"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await Task.sleep(for: .seconds(3_600))
    return .result(dialog: "Rested.")
  }
}

struct SlowAppShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: NapIntent(), phrases: ["Take a nap in \(.applicationName)"])
  }
}

enum SlowApp: SimulatedApp {
  static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    AppManifest(
      displayName: "Slow App", alternativeNames: [], shortcutsProvider: SlowAppShortcuts.self,
      intents: [NapIntent.self], currentScreen: { nil })
  }
}
