@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// "Buy a Trails day pass": a confirmation with a Buy button.
@Suite struct BuyDayPassTests {
  @Test func asksToConfirmThePriceWithABuyButton() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await fixture.runtime.handle("Buy a Trails day pass", with: frontEnd)

    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.text == TrailsText.dayPassQuestion)
    #expect(confirmation.confirmTitle == "Buy")
    #expect(confirmation.declineTitle == "Cancel")
    #expect(confirmation.kind == .action)
  }

  @Test func buyingActivatesThePass() async {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await fixture.runtime.handle("Purchase a pass in Trails", with: frontEnd)

    #expect(frontEnd.spokenTexts == [TrailsText.dayPassActive])
    #expect(frontEnd.scriptConsumed)
  }

  @Test func decliningSaysThePurchaseWasCanceled() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    let outcome = await fixture.runtime.handle("Buy a Trails day pass", with: frontEnd)

    #expect(frontEnd.spokenTexts == [TrailsText.dayPassCanceled])
    #expect(frontEnd.speeches.last?.kind == .error)
    #expect(outcome == .failed(message: TrailsText.dayPassCanceled))
  }
}
