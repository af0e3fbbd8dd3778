import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// Errors an intent throws end the turn with words, never a crash.
@Suite struct ErrorReportingTests {
  @Test func localizedErrorIsSpoken() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.run(SoldOutIntent(), app: "Lamp Shop", with: frontEnd)

    let message = "The brass lamp is sold out."
    #expect(outcome == .failed(message: message))
    #expect(frontEnd.speeches == [SiriSpeech(app: "Lamp Shop", text: message, kind: .error)])
    #expect(frontEnd.outcomes == [.failed(message: message)])
  }

  @Test func unknownErrorGetsAnApology() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.run(BrokenIntent(), app: "Lamp Shop", with: frontEnd)

    let message = "Sorry, there was a problem with Lamp Shop."
    #expect(outcome == .failed(message: message))
    #expect(frontEnd.speeches == [SiriSpeech(app: "Lamp Shop", text: message, kind: .error)])
  }

  @Test func runtimeGoesOnAfterAnError() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])
    await runtime.run(BrokenIntent(), app: "Lamp Shop", with: frontEnd)
    frontEnd.clearTranscript()

    let outcome = await runtime.handle("Buy a lamp from Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == ["Your brass lamp is on its way."])
    guard case .completed = outcome else {
      Issue.record("Expected completion, got \(outcome)")
      return
    }
  }
}
