import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import PhraseMatching
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
