import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// A delivery order without an address: `perform()` throws `needsValueError`, Siri asks where
/// to deliver, and `perform()` runs again with the answer.
@Suite struct DeliveryLocationTests {
  static let presets = [("orderType", "delivery"), ("soup", "chicken noodle soup")]

  @Test func asksWhereToDeliver() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("1 Market Street"), .confirm(true)])

    await fixture.runtime.run(intentNamed: "OrderSoup", parameters: Self.presets, with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == SoupChefText.deliveryPrompt)
    #expect(prompt.parameter == "deliveryLocation")
    #expect(prompt.parameterTitle == "Delivery Location")
    #expect(prompt.suggestions.isEmpty)
    #expect(prompt.inputKind == .text)
  }

  @Test func performRunsAgainWithTheAddress() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("1 Market Street"), .confirm(true)])

    await fixture.runtime.run(intentNamed: "OrderSoup", parameters: Self.presets, with: frontEnd)

    let prompts = frontEnd.prompts
    try #require(prompts.count == 2)
    let confirmation = try #require(prompts[1].confirmationPrompt)
    #expect(confirmation.text == "Your total is $4.55. ready to order?")
    let lines = try #require(confirmation.snippet).textLines
    #expect(lines.first == "Chicken Noodle Soup")
    #expect(lines.contains("Delivery to 1 Market Street"))
    #expect(!lines.contains { $0.hasPrefix("Pick up") })
  }

  @Test func orderingDeliversToTheAddress() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("1 Market Street"), .confirm(true)])

    let outcome = await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: Self.presets, with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let success = "Your total is $4.55. Your Chicken Noodle Soup order will be ready in 10 minutes."
    #expect(frontEnd.spokenTexts == [success])
    let lines = try #require(frontEnd.speeches.first?.snippet).textLines
    #expect(lines.contains("Delivery to 1 Market Street"))
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Soup Chef", intent: "OrderSoup", dialog: success,
            value: "Order of $4.55, ready in 10 minutes")))
    let history = fixture.orders.orderHistory
    try #require(history.count == 1)
    #expect(history[0].orderType == .delivery)
    #expect(history[0].deliveryLocation?.name == "1 Market Street")
    #expect(history[0].storeLocation == nil)
    #expect(history[0].menuItem.id == .chickenNoodleSoup)
    #expect(history[0].date == TestClock.epoch)
  }

  @Test func deliveryNeverAsksForAStore() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("1 Market Street"), .confirm(true)])

    await fixture.runtime.run(intentNamed: "OrderSoup", parameters: Self.presets, with: frontEnd)

    #expect(!frontEnd.prompts.contains { $0.text == SoupChefText.whichStore })
  }
}
