import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// An intent that asks to go on in the app and then reads what the app's screen showed.
struct ShowLampInAppIntent: ForegroundContinuableIntent {
  static let title: LocalizedStringResource = "Show Lamp In App"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let screen = try await requestToContinueInForeground("Open Lamp Shop to see it?") {
      "the lamp's page"
    }
    return .result(dialog: "Lamp Shop shows \(screen).")
  }
}

/// An intent that stops and asks to go on in the app, as Trails' SuggestTrails does.
struct ListLampsIntent: ForegroundContinuableIntent {
  static let title: LocalizedStringResource = "List Lamps"

  @Dependency private var log: PerformLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    log.record("ListLamps")
    guard log.all.count > 1 else {
      throw needsToContinueInForegroundError("Lamp Shop needs you to sign in.") {
        log.record("continuation")
      }
    }
    return .result(dialog: "Three lamps.")
  }
}

/// `ForegroundContinuableIntent`: both ways to continue in the app.
@Suite struct ForegroundContinuationTests {
  static func runtime(log: PerformLog) async -> ConversationRuntime {
    var manifest = LampShopFixture.manifest(log: log)
    manifest.intents += [ShowLampInAppIntent.self, ListLampsIntent.self]
    return await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test func requestToContinueOpensTheAppAndReturnsTheContinuationsValue() async throws {
    let runtime = await Self.runtime(log: PerformLog())
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(intentNamed: "ShowLampInAppIntent", parameters: [], with: frontEnd)

    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.text == "Open Lamp Shop to see it?")
    #expect(confirmation.confirmTitle == "Continue")
    #expect(frontEnd.openedApps.map(\.screen) == ["Lamp Catalog"])
    #expect(frontEnd.spokenTexts == ["Lamp Shop shows the lamp's page."])
  }

  @Test func decliningToContinueCancels() async {
    let runtime = await Self.runtime(log: PerformLog())
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    let outcome = await runtime.run(
      intentNamed: "ShowLampInAppIntent", parameters: [], with: frontEnd)

    #expect(outcome == .cancelled)
    #expect(frontEnd.openedApps.isEmpty)
  }

  @Test func theErrorRunsTheContinuationThenPerformsAgain() async {
    let log = PerformLog()
    let runtime = await Self.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(intentNamed: "ListLampsIntent", parameters: [], with: frontEnd)

    #expect(log.all == ["ListLamps", "continuation", "ListLamps"])
    #expect(frontEnd.prompts.first?.text == "Lamp Shop needs you to sign in.")
    #expect(frontEnd.spokenTexts == ["Three lamps."])
    #expect(frontEnd.scriptConsumed)
  }
}
