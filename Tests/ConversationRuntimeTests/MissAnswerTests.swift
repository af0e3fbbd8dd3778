import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SiriSimApp
import Testing

/// What Siri does when no App Shortcut matches, as on a device.
@Suite struct MissAnswerTests {
  @Test func theAppsNameAloneOpensTheApp() async {
    let frontEnd = AnsweringFrontEnd([])
    let outcome = await LampShopFixture.runtime().handle("Hey Siri, Lamp Shop", with: frontEnd)

    #expect(outcome == .openedApp(app: "Lamp Shop"))
    #expect(
      frontEnd.transcript.contains(.appOpened(AppOpened(app: "Lamp Shop", screen: "Lamp Catalog"))))
    #expect(frontEnd.understandings.isEmpty)
  }

  @Test func anAppNamedWithWordsNoShortcutFitsHasNotAddedSupport() async throws {
    let frontEnd = AnsweringFrontEnd([])
    let outcome = await LampShopFixture.runtime().handle(
      "Rename my desk lamp in Lamp Shop", with: frontEnd)

    #expect(outcome == .notUnderstood)
    let said = try #require(frontEnd.spokenTexts.first)
    let lines = said.split(separator: "\n").map(String.init)
    #expect(lines.first == "Lamp Shop hasn't added support for that with Siri.")
    #expect(lines.dropFirst().first == "Here's what you can do with Lamp Shop:")
    #expect(lines.contains("• “Buy a lamp from Lamp Shop”"))
    #expect(lines.count <= 2 + ConversationRuntime.unsupportedShortcutLimit)
  }

  @Test func withNoAppNamedSiriListsWhatTheAppsCanDo() async throws {
    let frontEnd = AnsweringFrontEnd([])
    await LampShopFixture.runtime().handle("What's the weather", with: frontEnd)
    let said = try #require(frontEnd.spokenTexts.first)
    #expect(said.hasPrefix("Sorry, I can't help with that."))
  }

  @Test func matchSaysWhatSiriWouldDoInstead() async {
    let runtime = await LampShopFixture.runtime()
    #expect(runtime.missReading(for: "Hey Siri, Lamp Shop") == .appAlone(app: "Lamp Shop"))
    #expect(runtime.missReading(for: "Rename Lamp Shop") == .unsupported(app: "Lamp Shop"))
  }
}

private struct GreenhouseShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: WaterPlantsIntent(), phrases: ["Water the plants in \(.applicationName)"])
  }
  static let negativePhrases = NegativeAppShortcutPhrases(phrases: [
    "Water the lawn in \(.applicationName)",
    NegativeAppShortcutPhrase("Water the roses in ${applicationName}"),
  ])
}

private struct WaterPlantsIntent: AppIntent {
  static let title: LocalizedStringResource = "Water the Plants"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Watered.")
  }
}

/// `AppShortcutsProvider.negativePhrases`, through the runtime.
@Suite struct NegativePhraseRuntimeTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [AppManifest(displayName: "Greenhouse", shortcutsProvider: GreenhouseShortcuts.self)],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test(arguments: ["Water the lawn in Greenhouse", "Water the roses in Greenhouse"])
  func aNegativePhraseNeverRunsTheAppsIntent(utterance: String) async {
    let frontEnd = AnsweringFrontEnd([])
    let outcome = await Self.runtime().handle(utterance, with: frontEnd)
    #expect(outcome == .notUnderstood)
    #expect(!frontEnd.spokenTexts.contains("Watered."))
  }

  @Test func theAppsPhraseStillRuns() async {
    let frontEnd = AnsweringFrontEnd([])
    await Self.runtime().handle("Water the plants in Greenhouse", with: frontEnd)
    #expect(frontEnd.spokenTexts.contains("Watered."))
  }
}
