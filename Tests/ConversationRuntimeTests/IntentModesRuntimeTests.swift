import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// An iOS 26 intent that starts in the background and may go on in the app, as Apple's
/// GetCrowdStatusIntent does.
struct CheckLampStockIntent: AppIntent {
  static let title: LocalizedStringResource = "Check Lamp Stock"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard systemContext.currentMode.canContinueInForeground else {
      return .result(dialog: "Three lamps in stock.")
    }
    try await continueInForeground("Opening Lamp Shop.", alwaysConfirm: false)
    let place = systemContext.currentMode.isForeground ? "in the app" : "in the background"
    return .result(dialog: "Three lamps in stock, shown \(place).")
  }
}

/// An intent that asks before it goes on in the app.
struct ShowLampStockIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Lamp Stock"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await continueInForeground()
    return .result(dialog: "Here they are.")
  }
}

/// An intent the app opens for when it ends.
struct RestockLampsIntent: AppIntent {
  static let title: LocalizedStringResource = "Restock Lamps"
  static let supportedModes: IntentModes = .foreground(.deferred)

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Restocked.")
  }
}

/// `supportedModes`, `systemContext` and `continueInForeground`, through the runtime.
@Suite struct IntentModesRuntimeTests {
  static func runtime(voiceOnly: Bool = false) async -> ConversationRuntime {
    var manifest = LampShopFixture.manifest(log: PerformLog())
    manifest.intents += [
      CheckLampStockIntent.self, ShowLampStockIntent.self, RestockLampsIntent.self,
    ]
    return await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: TestClock.environment)
    )
  }

  @Test func aDynamicIntentContinuesInTheAppWithoutAskingWhenItNeedNotConfirm() async {
    let frontEnd = AnsweringFrontEnd([])
    await Self.runtime().run(intentNamed: "CheckLampStockIntent", parameters: [], with: frontEnd)

    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.openedApps.map(\.screen) == ["Lamp Catalog"])
    #expect(
      frontEnd.spokenTexts == ["Opening Lamp Shop.", "Three lamps in stock, shown in the app."])
  }

  @Test func voiceOnlyKeepsItInTheBackground() async {
    let frontEnd = AnsweringFrontEnd([])
    await Self.runtime(voiceOnly: true).run(
      intentNamed: "CheckLampStockIntent", parameters: [], with: frontEnd)

    #expect(frontEnd.openedApps.isEmpty)
    #expect(frontEnd.spokenTexts == ["Three lamps in stock."])
  }

  @Test func alwaysConfirmAsksAndDecliningCancels() async throws {
    let frontEnd = AnsweringFrontEnd([.confirm(false)])
    let outcome = await Self.runtime().run(
      intentNamed: "ShowLampStockIntent", parameters: [], with: frontEnd)

    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.text == "Continue in Lamp Shop?")
    #expect(outcome == .cancelled)
    #expect(frontEnd.openedApps.isEmpty)
  }

  @Test func aDeferredIntentOpensTheAppWhenItEnds() async {
    let frontEnd = AnsweringFrontEnd([])
    await Self.runtime().run(intentNamed: "RestockLampsIntent", parameters: [], with: frontEnd)

    #expect(frontEnd.spokenTexts == ["Restocked."])
    #expect(frontEnd.openedApps.count == 1)
  }
}
