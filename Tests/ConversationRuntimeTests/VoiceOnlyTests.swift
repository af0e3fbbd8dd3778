import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// Voice-only mode: Siri shows no snippets and speaks each dialog's full text.
@Suite struct VoiceOnlyTests {
  @Test func soupOrderShowsNoSnippets() async throws {
    let fixture = await SoupChefFixture.make(voiceOnly: true)
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let confirmation = try #require(frontEnd.prompts.last?.confirmationPrompt)
    #expect(confirmation.snippet == nil)
    #expect(confirmation.text == SoupChefText.clamChowderTotal)
    #expect(frontEnd.speeches.allSatisfy { $0.snippet == nil })
    #expect(frontEnd.spokenTexts == [SoupChefText.clamChowderSuccess])
    #expect(fixture.orders.orderHistory.count == 1)
  }

  @Test func resultSpeaksTheFullDialog() async {
    let runtime = await LampShopFixture.runtime(voiceOnly: true)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await runtime.run(PreviewLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.speeches == [
        SiriSpeech(app: "Lamp Shop", text: "The brass lamp is yours and ships tomorrow.")
      ])
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Lamp Shop", intent: "PreviewLampIntent",
            dialog: "The brass lamp is yours and ships tomorrow.", value: nil)))
  }

  @Test func confirmationSpeaksTheFullDialogWithoutASnippet() async throws {
    let runtime = await LampShopFixture.runtime(voiceOnly: true)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(PreviewLampIntent(), app: "Lamp Shop", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(prompt.text == "Buy the brass lamp for 40 dollars?")
    #expect(prompt.snippet == nil)
    #expect(prompt.confirmTitle == "Buy")
  }

  @Test func withAScreenSiriSaysTheSupportingDialogBesideTheSnippet() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(PreviewLampIntent(), app: "Lamp Shop", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(prompt.text == "Buy it?")
    #expect(try #require(prompt.snippet).textLines == ["Brass Lamp"])
    let speech = try #require(frontEnd.speeches.first)
    #expect(frontEnd.speeches.count == 1)
    #expect(speech.text == "It's yours.")
    #expect(try #require(speech.snippet).textLines == ["Brass Lamp · Ships tomorrow"])
  }

  @Test func voiceOnlyCanBeSwitchedBetweenTurns() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.confirm(true), .confirm(true)])

    runtime.options.voiceOnly = true
    await runtime.run(PreviewLampIntent(), app: "Lamp Shop", with: frontEnd)
    runtime.options.voiceOnly = false
    await runtime.run(PreviewLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == ["The brass lamp is yours and ships tomorrow.", "It's yours."])
    #expect(frontEnd.speeches.map { $0.snippet == nil } == [true, false])
  }
}
