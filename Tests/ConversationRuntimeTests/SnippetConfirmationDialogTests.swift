import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// Confirms a purchase with a question and the basket's interactive snippet.
struct AskToBuyLampsIntent: AppIntent {
  static let title: LocalizedStringResource = "Ask to Buy Lamps"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      actionName: .buy, dialog: "Buy these lamps?", snippetIntent: BasketSnippetIntent())
    return .result(dialog: "Bought.")
  }
}

/// `requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:)`: Siri
/// asks the dialog with the snippet intent's snippet.
@Suite struct SnippetConfirmationDialogTests {
  static func runtime(voiceOnly: Bool) async -> ConversationRuntime {
    var manifest = LampShopFixture.manifest(log: PerformLog())
    manifest.intents += [AskToBuyLampsIntent.self]
    manifest.add(dependency: LampBasket())
    return await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: TestClock.environment)
    )
  }

  @Test func siriAsksTheDialogAndBuysOnConfirm() async throws {
    let frontEnd = AnsweringFrontEnd([.confirm(true)])
    await Self.runtime(voiceOnly: true).run(
      intentNamed: "AskToBuyLampsIntent", parameters: [], with: frontEnd)
    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.confirmTitle == "Buy")
    #expect(confirmation.text == "Buy these lamps?")
    #expect(frontEnd.spokenTexts.last == "Bought.")
  }

  @Test func decliningCancelsTheIntent() async {
    let frontEnd = AnsweringFrontEnd([.confirm(false)])
    let outcome = await Self.runtime(voiceOnly: true).run(
      intentNamed: "AskToBuyLampsIntent", parameters: [], with: frontEnd)
    #expect(outcome == .cancelled)
  }
}
