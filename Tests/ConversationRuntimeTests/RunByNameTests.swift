import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// Running intents by name and as values, as Shortcuts runs actions.
@Suite struct RunByNameTests {
  @Test func unknownIntentNameFailsWithTheKnownNames() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      intentNamed: "OrderPizza", parameters: [], with: frontEnd)

    let message = "There is no intent named “OrderPizza”. Intents: OrderSoup."
    #expect(outcome == .failed(message: message))
    #expect(frontEnd.speeches == [SiriSpeech(app: nil, text: message, kind: .error)])
    #expect(frontEnd.outcomes == [.failed(message: message)])
    #expect(frontEnd.prompts.isEmpty)
  }

  @Test func intentNameOfAnotherAppIsNotFound() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      intentNamed: "OrderSoup", app: "Lamp Shop", parameters: [], with: frontEnd)

    #expect(
      outcome == .failed(message: "There is no intent named “OrderSoup”. Intents: OrderSoup."))
  }

  @Test func unknownParameterNameFailsWithTheIntentsParameters() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("soup", "tomato soup"), ("size", "large")],
      with: frontEnd)

    let message =
      "OrderSoup has no parameter “size”. Its parameters: soup, quantity, toppings, orderType, "
      + "deliveryLocation, storeLocation."
    #expect(outcome == .failed(message: message))
    #expect(frontEnd.speeches == [SiriSpeech(app: nil, text: message, kind: .error)])
    #expect(frontEnd.prompts.isEmpty)
  }

  @Test func runningAnIntentOfAnUnloadedAppFails() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(QuietIntent(), app: "Lamp Shop", with: frontEnd)

    let message = "No app named “Lamp Shop” is loaded."
    #expect(outcome == .failed(message: message))
    #expect(frontEnd.speeches == [SiriSpeech(app: nil, text: message, kind: .error)])
  }

  @Test func presetWordsThatNameNothingAreSaidAndAskedFor() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("soup", "banana bread")], with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == [
        "I couldn't find “banana bread” in soup choices.", SoupChefText.cancelled,
      ])
    #expect(frontEnd.prompts.first?.valuePrompt?.text == SoupChefText.whichSoup)
  }

  @Test func presetToppingsAndStoreAreUsed() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await fixture.runtime.run(
      intentNamed: "OrderSoup",
      parameters: [
        ("soup", "tomato soup"), ("quantity", "2"), ("toppings", "cheese and croutons"),
        ("storeLocation", "civic center"),
      ],
      with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.text == "Your total is $5.90. ready to order?")
    let lines = try #require(confirmation.snippet).textLines
    #expect(lines.contains("2 @ $2.95"))
    #expect(lines.contains("Cheese, Croutons"))
    #expect(lines.contains("Pick up from Civic Center"))
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItemToppings == [.cheese, .croutons])
    #expect(order.quantity == 2)
  }

  @Test func twoRunsOfAShortcutNeverShareValues() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(0), .choice(1), .confirm(true)])
    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)
    frontEnd.clearTranscript()
    frontEnd.enqueue([.cancel])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.prompts.map(\.text) == [SoupChefText.whichSoup])
    #expect(frontEnd.outcomes == [.cancelled])
    #expect(fixture.orders.orderHistory.count == 1)
  }

  @Test func runningAnIntentLeavesThePassedIntentUntouched() async throws {
    let fixture = await SoupChefFixture.make()
    let intent = SoupChefFixture.orderSoup(.tomatoSoup)
    let frontEnd = AnsweringFrontEnd([.choice(0), .confirm(true), .choice(1), .confirm(true)])

    await fixture.runtime.run(intent, app: "Soup Chef", with: frontEnd)
    await fixture.runtime.run(intent, app: "Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(intent.storeLocation == nil)
    #expect(frontEnd.prompts.filter { $0.text == SoupChefText.whichStore }.count == 2)
    let stores = fixture.orders.orderHistory.map { $0.storeLocation?.name }
    #expect(stores == ["Civic Center", "Ferry Building"])
  }

  @Test func presetWordsThatFitTwoSoupsAskWhichOne() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("manhattan"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("soup", "clam chowder")], with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let choice = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(choice.text == SoupChefText.whichSoup)
    #expect(
      Array(choice.choices.filter { $0.section != "More" }.map(\.title))
        == SoupChefText.clamChowders)
    #expect(frontEnd.prompts.map(\.text) == [SoupChefText.whichSoup, SoupChefText.whichStore])
  }
}
