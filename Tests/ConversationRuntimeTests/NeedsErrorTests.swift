@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// `needsDisambiguationError` and `needsConfirmationError`: Siri asks, stores the answer and
/// performs the intent again from the top.
@Suite struct NeedsErrorTests {
  @Test func needsDisambiguationErrorAsksAndPerformsAgain() async throws {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.text("large")])

    let outcome = await runtime.run(PickSizeIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompt = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(frontEnd.prompts.count == 1)
    #expect(prompt.text == "Which size?")
    #expect(prompt.parameter == "size")
    #expect(prompt.purpose == .disambiguation)
    #expect(prompt.choices.map(\.title) == ["Small", "Large"])
    #expect(frontEnd.spokenTexts == ["Size Large."])
    #expect(log.all == ["PickSize", "PickSize"])
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Lamp Shop", intent: "PickSizeIntent", dialog: "Size Large.", value: nil)))
  }

  @Test func cancellingADisambiguationErrorDoesNotPerformAgain() async {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.cancel])

    let outcome = await runtime.run(PickSizeIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(outcome == .cancelled)
    #expect(log.all == ["PickSize"])
    #expect(frontEnd.spokenTexts == ["Cancelled."])
  }

  @Test func needsConfirmationErrorConfirmedPerformsAgainWithTheValue() async throws {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await runtime.run(SendTipIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompt = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(prompt.kind == .parameterValue)
    #expect(prompt.text == "Send a tip of 5 dollars?")
    #expect(prompt.confirmTitle == "Yes")
    #expect(prompt.declineTitle == "No")
    #expect(frontEnd.spokenTexts == ["Sent a tip of 5 dollars."])
    #expect(log.all == ["SendTip", "SendTip"])
    guard case .completed = outcome else {
      Issue.record("Expected completion, got \(outcome)")
      return
    }
  }

  @Test func needsConfirmationErrorDeclinedCancels() async {
    let log = PerformLog()
    let runtime = await LampShopFixture.runtime(log: log)
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    let outcome = await runtime.run(SendTipIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(outcome == .cancelled)
    #expect(frontEnd.spokenTexts == ["Cancelled."])
    #expect(frontEnd.outcomes == [.cancelled])
    #expect(log.all == ["SendTip"])
  }
}
