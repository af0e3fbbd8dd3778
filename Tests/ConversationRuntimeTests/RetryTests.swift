import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// Answers that do not fit a prompt: Siri says what it expects and asks again, and after
/// `maxAttempts` answers it stops with a clear message.
@Suite struct RetryTests {
  static let pickOneOfTwo = "Sorry, which one? Say a number from 1 to 2, or a name."
  /// The clam chowders and, under "More", the two other soups on the menu.
  static let pickOneOfFour = "Sorry, which one? Say a number from 1 to 4, or a name."
  static let answerOrder = "Please answer “Order” or “Cancel”."

  /// Checks that the prompt at `index` was followed by Siri's explanation and the same prompt
  /// asked again.
  func expectRetry(
    in frontEnd: AnsweringFrontEnd, afterPromptAt index: Int, saying explanation: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let transcript = frontEnd.transcript
    let promptPositions = transcript.indices.filter {
      if case .prompt = transcript[$0] { return true }
      return false
    }
    guard promptPositions.count > index + 1 else {
      Issue.record("No prompt after prompt \(index)", sourceLocation: sourceLocation)
      return
    }
    let first = promptPositions[index]
    let again = promptPositions[index + 1]
    let between = transcript[(first + 1)..<again]
    #expect(
      Array(between) == [
        .speech(SiriSpeech(app: "Soup Chef", text: explanation, kind: .assistant))
      ],
      sourceLocation: sourceLocation)
    guard case .prompt(let original) = transcript[first],
      case .prompt(let retry) = transcript[again]
    else { return }
    #expect(!original.isRetry, sourceLocation: sourceLocation)
    #expect(retry.isRetry, sourceLocation: sourceLocation)
    #expect(retry.text == original.text, sourceLocation: sourceLocation)
  }

  // MARK: Value prompt

  @Test func unknownSoupAtTheValuePromptAsksAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("banana bread"), .text("tomato soup"), .cancel])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(
      in: frontEnd, afterPromptAt: 0, saying: "I couldn't find “banana bread” in soup choices.")
    let retry = try #require(frontEnd.prompts[1].valuePrompt)
    #expect(retry.suggestions.map(\.title).count == 3)
    #expect(frontEnd.prompts[2].text == SoupChefText.whichStore)
  }

  @Test func outOfRangeSuggestionAtTheValuePromptAsksAgain() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(9), .choice(0), .cancel])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 0, saying: "Sorry, that isn't one of the options.")
    #expect(frontEnd.prompts.map(\.text).last == SoupChefText.whichStore)
  }

  @Test func buttonAnswerAtTheValuePromptAsksAgain() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true), .cancel])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 0, saying: "Sorry, that isn't one of the options.")
  }

  @Test func blankDeliveryAddressAsksAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("   "), .text("1 Market Street"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup",
      parameters: [("orderType", "delivery"), ("soup", "chicken noodle soup")], with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 0, saying: "I didn't catch a delivery location.")
    #expect(frontEnd.prompts.count == 3)
    let lines = try #require(frontEnd.prompts[2].confirmationPrompt?.snippet).textLines
    #expect(lines.contains("Delivery to 1 Market Street"))
  }

  // MARK: Choice prompt

  /// Answers a two-item pick list cannot take.
  static let badChoices: [ConversationReply] = [
    .choice(9), .choice(-1), .text("17"), .confirm(true),
  ]

  @Test(arguments: badChoices)
  func unfitAnswerAtTheSoupChoiceAsksAgain(_ answer: ConversationReply) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([answer, .choice(1), .cancel])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 0, saying: Self.pickOneOfFour)
    let retry = try #require(frontEnd.prompts[1].choicePrompt)
    #expect(Array(retry.choices.map(\.title).prefix(2)) == SoupChefText.clamChowders)
    #expect(frontEnd.prompts[2].text == SoupChefText.whichStore)
  }

  @Test func wordsNamingNoRowAreLookedUpInTheWholeApp() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("banana bread"), .text("tomato"), .cancel])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(
      in: frontEnd, afterPromptAt: 0, saying: "I couldn't find “banana bread” in soup choices.")
    #expect(frontEnd.prompts[2].text == SoupChefText.whichStore)
  }

  @Test func unfitAnswerAtTheStoreChoiceAsksAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .text("17"), .text("civic center"), .cancel])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 1, saying: Self.pickOneOfTwo)
    let confirmation = try #require(frontEnd.prompts.last?.confirmationPrompt)
    #expect(try #require(confirmation.snippet).textLines.contains("Pick up from Civic Center"))
  }

  // MARK: Confirmation prompt

  @Test(arguments: [ConversationReply.text("purple"), .choice(5), .text("")])
  func unfitAnswerAtTheOrderConfirmationAsksAgain(_ answer: ConversationReply) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), answer, .text("order")])

    let outcome = await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 2, saying: Self.answerOrder)
    let first = try #require(frontEnd.prompts[2].confirmationPrompt)
    let retry = try #require(frontEnd.prompts[3].confirmationPrompt)
    #expect(retry.snippet == first.snippet)
    #expect(retry.confirmTitle == "Order")
    guard case .completed = outcome else {
      Issue.record("Expected the order to complete, got \(outcome)")
      return
    }
    #expect(fixture.orders.orderHistory.count == 1)
  }

  @Test func unfitAnswerAtTheQuantityConfirmationAsksAgain() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("purple"), .text("no")])

    await fixture.runtime.run(
      SoupChefFixture.orderSoup(.tomatoSoup, quantity: 7), app: "Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    expectRetry(in: frontEnd, afterPromptAt: 0, saying: "Please answer “Yes” or “No”.")
    #expect(frontEnd.spokenTexts.last == SoupChefText.orderCancelled)
  }

  // MARK: Giving up

  /// Two unfit answers at each kind of prompt, with two attempts allowed.
  enum GiveUpPoint: CaseIterable, CustomTestStringConvertible {
    case valuePrompt, choicePrompt, confirmationPrompt

    var testDescription: String { "\(self)" }

    var utterance: String {
      self == .valuePrompt ? "Order Soup Chef" : "Order clam chowder from Soup Chef"
    }

    var replies: [ConversationReply] {
      switch self {
      case .valuePrompt: return [.text("banana bread"), .text("banana bread")]
      case .choicePrompt: return [.choice(9), .text("17")]
      case .confirmationPrompt: return [.choice(1), .choice(0), .text("purple"), .text("purple")]
      }
    }
  }

  @Test(arguments: GiveUpPoint.allCases)
  func givesUpAfterMaxAttempts(_ point: GiveUpPoint) async throws {
    let fixture = await SoupChefFixture.make(maxAttempts: 2)
    let frontEnd = AnsweringFrontEnd(point.replies)

    let outcome = await fixture.runtime.handle(point.utterance, with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(outcome == .failed(message: SoupChefText.gaveUp))
    #expect(frontEnd.outcomes == [.failed(message: SoupChefText.gaveUp)])
    let last = try #require(frontEnd.speeches.last)
    #expect(last == SiriSpeech(app: "Soup Chef", text: SoupChefText.gaveUp, kind: .error))
    #expect(frontEnd.prompts.filter(\.isRetry).count == 1)
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test func defaultAllowsFiveAttempts() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd(Array(repeating: .text("banana bread"), count: 5))

    let outcome = await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.prompts.count == 5)
    #expect(frontEnd.prompts.map(\.isRetry) == [false, true, true, true, true])
    #expect(outcome == .failed(message: SoupChefText.gaveUp))
  }
}
