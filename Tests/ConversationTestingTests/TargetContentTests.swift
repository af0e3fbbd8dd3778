import ConversationRuntime
import ConversationTesting
import OpenAppIntents
import SiriSimApp
import Testing

/// Opens the app's garden view; the app's interface does the work, so there is no `perform()`.
struct ShowGardenIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show the Garden"
}

/// The same, matched by a custom identifier.
struct ShowGreenhouseIntent: TargetContentProvidingIntent {
  static let title: LocalizedStringResource = "Show the Greenhouse"
  var contentIdentifier: String { "greenhouse" }
  func perform() async throws -> some IntentResult { .result() }
}

struct GardenViewShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowGardenIntent(), phrases: ["Show my garden in \(.applicationName)"])
  }
}

enum GardenViewApp: SimulatedApp {
  static let displayName = "Garden View"
  static var shortcutsProvider: any AppShortcutsProvider.Type { GardenViewShortcuts.self }

  static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    AppManifest(
      displayName: displayName, shortcutsProvider: shortcutsProvider,
      currentScreen: { "Garden" })
  }
}

/// iOS 26's `TargetContentProvidingIntent`: no `perform()` needed; the app opens.
@Suite struct TargetContentTests {
  @Test func runningItOpensTheApp() async throws {
    let c = try await Conversation(apps: [GardenViewApp.self])

    try await c.say("Show my garden in Garden View")

    #expect(c.events.contains(.appOpened(AppOpened(app: "Garden View", screen: "Garden"))))
    #expect(c.outcome?.summary == "completed")
  }

  @Test func itsContentIdentifierIsItsTypeNameUnlessItSaysOtherwise() {
    #expect(ShowGardenIntent().contentIdentifier == "ShowGardenIntent")
    #expect(ShowGreenhouseIntent().contentIdentifier == "greenhouse")
    #expect(ShowGardenIntent.openAppWhenRun)
  }
}
