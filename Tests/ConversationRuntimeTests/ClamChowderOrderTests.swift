@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import SoupChef
import Testing

/// The main conversation: "Order clam chowder from Soup Chef", from the utterance to
/// the placed order.
@Suite struct ClamChowderOrderTests {
  let utterance = "Order clam chowder from Soup Chef"

  @Test func disambiguatesTwoClamChowders() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle(utterance, with: frontEnd)

    let soup = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(soup.text == SoupChefText.whichSoup)
    #expect(soup.app == "Soup Chef")
    #expect(soup.parameter == "soup")
    #expect(soup.purpose == .disambiguation)
    #expect(soup.isRetry == false)
    #expect(Array(soup.choices.map(\.title).prefix(2)) == SoupChefText.clamChowders)
    #expect(
      Array(soup.choices.map(\.id).prefix(2)) == ["manhattanClamChowder", "newEnglandClamChowder"])
    #expect(
      Array(soup.choices.map(\.subtitle).prefix(2)) == [
        "Contains: Clams, tomatoes", "Contains: Clams",
      ])
    // The rest of the menu stays reachable, under "More"; the query's "Regulars" title is gone.
    #expect(soup.choices.prefix(2).allSatisfy { $0.section == nil })
    #expect(
      soup.choices.dropFirst(2).map(\.title) == ["Tomato Soup", "Chicken Noodle Soup"])
    #expect(soup.choices.dropFirst(2).allSatisfy { $0.section == "More" })
  }

  @Test func asksForTheStoreBecausePickupIsTheDefault() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle(utterance, with: frontEnd)

    let prompts = frontEnd.prompts
    try #require(prompts.count == 3)
    let store = try #require(prompts[1].choicePrompt)
    #expect(store.text == SoupChefText.whichStore)
    #expect(store.parameter == "storeLocation")
    #expect(store.purpose == .disambiguation)
    #expect(store.choices.map(\.title) == SoupChefText.stores)
  }

  @Test func confirmsTheTotalWithAnOrderPreview() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle(utterance, with: frontEnd)

    let prompts = frontEnd.prompts
    try #require(prompts.count == 3)
    let confirmation = try #require(prompts[2].confirmationPrompt)
    #expect(confirmation.kind == .result)
    #expect(confirmation.text == SoupChefText.clamChowderTotal)
    #expect(confirmation.confirmTitle == "Order")
    #expect(confirmation.declineTitle == "Cancel")
    #expect(confirmation.isRetry == false)
    let lines = try #require(confirmation.snippet).textLines
    #expect(lines.first == "New England Clam Chowder")
    #expect(lines.contains("1 @ $3.75"))
    #expect(lines.contains("Pick up from Ferry Building"))
    #expect(lines.contains { $0.hasPrefix("Total:") && $0.hasSuffix("$3.75") })
  }

  @Test func placingTheOrderSaysWhenItIsReady() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    let outcome = await fixture.runtime.handle(utterance, with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let speech = try #require(frontEnd.speeches.last)
    #expect(frontEnd.speeches.count == 1)
    #expect(speech.text == SoupChefText.clamChowderSuccess)
    #expect(speech.app == "Soup Chef")
    #expect(speech.kind == .dialog)
    let lines = try #require(speech.snippet).textLines
    #expect(lines.contains { $0.hasSuffix("Order Confirmed") })
    #expect(lines.contains { $0.hasSuffix("10 minutes") })
    #expect(lines.contains("1 New England Clam Chowder"))
    #expect(lines.contains("Pick up from Ferry Building"))
    let completion = IntentCompletion(
      app: "Soup Chef", intent: "OrderSoup", dialog: SoupChefText.clamChowderSuccess,
      value: "Order of $3.75, ready in 10 minutes")
    #expect(outcome == .completed(completion))
    #expect(frontEnd.outcomes == [.completed(completion)])
  }

  @Test func placedOrderIsInTheHistoryWithTheFixedDate() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle(utterance, with: frontEnd)

    let history = fixture.orders.orderHistory
    try #require(history.count == 1)
    let order = history[0]
    #expect(order.menuItem.id == .newEnglandClamChowder)
    #expect(order.quantity == 1)
    #expect(order.date == TestClock.epoch)
    #expect(order.identifier != nil)
    #expect(order.orderType == .pickup)
    #expect(order.storeLocation?.name == "Ferry Building")
    #expect(order.deliveryLocation == nil)
    #expect(order.menuItemToppings.isEmpty)
    #expect(order.total == order.menuItem.price)
  }

  @Test func eventsComeInConversationOrder() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])

    await fixture.runtime.handle(utterance, with: frontEnd)

    let kinds = frontEnd.transcript.map { event -> String in
      switch event {
      case .understood: return "understood"
      case .prompt(.value): return "value"
      case .prompt(.choice): return "choice"
      case .prompt(.confirmation): return "confirmation"
      case .speech: return "speech"
      case .appOpened: return "appOpened"
      case .answered: return "answered"
      case .ended: return "ended"
      }
    }
    #expect(kinds == ["understood", "choice", "choice", "confirmation", "speech", "ended"])
  }
}
