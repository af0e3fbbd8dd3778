import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// `$parameter.requestValue()` suspends `perform()` for a value prompt and resumes with the
/// answer, read as the parameter's type.
@Suite struct RequestValueTests {
  @Test func numberWordsAnswerAnIntegerRequest() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("twenty one")])

    let outcome = await runtime.run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == "How many cups?")
    #expect(prompt.parameter == "cups")
    #expect(prompt.parameterTitle == "Cups")
    #expect(prompt.inputKind == .integer)
    #expect(prompt.suggestions.isEmpty)
    #expect(frontEnd.spokenTexts == ["You chose 21 cups."])
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Lamp Shop", intent: "CountCupsIntent", dialog: "You chose 21 cups.",
            value: nil)))
  }

  @Test func digitsAnswerAnIntegerRequest() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("50")])

    await runtime.run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.spokenTexts == ["You chose 50 cups."])
  }

  @Test(arguments: ["51", "zero", "one hundred"])
  func numberOutsideTheRangeIsRejected(_ answer: String) async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text(answer), .text("3")])

    await runtime.run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == ["The cups must be from 1 to 50.", "You chose 3 cups."])
    #expect(frontEnd.prompts.map(\.isRetry) == [false, true])
  }

  @Test func wordsThatAreNoNumberAreRejected() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("a few"), .text("two")])

    await runtime.run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == [
        "Sorry, I need a whole number for the cups.", "You chose 2 cups.",
      ])
  }

  @Test func yesAnswersABooleanRequest() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("yes")])

    await runtime.run(ExtraHotIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == "Extra Hot?")
    #expect(prompt.inputKind == .boolean)
    #expect(frontEnd.spokenTexts == ["Extra hot it is."])
  }

  @Test func noAnswersABooleanRequest() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("nope")])

    await runtime.run(ExtraHotIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.spokenTexts == ["Regular heat it is."])
  }

  @Test func buttonAnswersABooleanRequest() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await runtime.run(ExtraHotIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == ["Extra hot it is."])
  }

  @Test func unclearBooleanAnswerAsksForYesOrNo() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("purple"), .text("yes")])

    await runtime.run(ExtraHotIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == ["Please say yes or no.", "Extra hot it is."])
  }

  @Test func cancellingARequestCancelsTheIntent() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.cancel])

    let outcome = await runtime.run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(outcome == .cancelled)
    #expect(frontEnd.spokenTexts == ["Cancelled."])
  }
}
