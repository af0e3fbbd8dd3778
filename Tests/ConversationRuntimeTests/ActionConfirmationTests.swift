@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// `requestConfirmation(actionName:dialog:)`: the confirming button is named for the action.
@Suite struct ActionConfirmationTests {
  @Test func buyConfirmationHasABuyButton() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(
      prompt
        == ConfirmationPrompt(
          app: "Lamp Shop", text: "Buy the brass lamp for 40 dollars?", snippet: nil,
          confirmTitle: "Buy", declineTitle: "Cancel", kind: .action, isRetry: false))
  }

  @Test func confirmingGoesOn() async {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.text("buy")])

    let outcome = await runtime.run(BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(log.all == ["Bought"])
    #expect(frontEnd.spokenTexts == ["Your brass lamp is on its way."])
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Lamp Shop", intent: "BuyLampIntent", dialog: "Your brass lamp is on its way.",
            value: nil)))
  }

  @Test(arguments: [ConversationReply.confirm(false), .text("cancel"), .text("no"), .cancel])
  func decliningCancels(_ answer: ConversationReply) async {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([answer])

    let outcome = await runtime.run(BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(outcome == .cancelled)
    #expect(log.all.isEmpty)
    #expect(frontEnd.spokenTexts == ["Cancelled."])
  }

  @Test func unclearAnswerNamesTheButtons() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("maybe later"), .confirm(true)])

    await runtime.run(BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == [
        "Please answer “Buy” or “Cancel”.", "Your brass lamp is on its way.",
      ])
  }
}
