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

/// Joins with its name and shortcuts alone: the runtime finds the intent from the shortcut.
enum SlowApp: SimulatedApp {
  static let displayName = "Slow App"
  static var shortcutsProvider: any AppShortcutsProvider.Type { SlowAppShortcuts.self }
}
