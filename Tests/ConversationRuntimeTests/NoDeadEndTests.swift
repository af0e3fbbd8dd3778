import ConversationRuntime
import ConversationTestSupport
import Testing

/// A word that names several values never traps the person in the values it named: the rest
/// of the app's suggestions stay in the list, typed words reach the whole app, and sections keep
/// the titles the app's suggestions give them.
@Suite struct NoDeadEndTests {
  @Test func orderSoupOffersTheMatchesThenTheRestOfTheMenu() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.handle("Order soup from Soup Chef", with: frontEnd)

    let choice = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(
      choice.choices.map(\.title) == [
        "Tomato Soup", "Chicken Noodle Soup", "New England Clam Chowder",
      ])
    // Chicken Noodle is the day's special, as the suggestions say — not one of the "Regulars".
    #expect(choice.choices.map(\.section) == [nil, "Specials", "More"])
  }

  @Test func clamChowderAfterOrderSoupReachesTheChowders() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("manhattan clam chowder"), .choice(0), .confirm(true)])

    await fixture.runtime.handle("Order soup from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    // The secret soup is in no list; the app's own search finds it.
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItem.id == .manhattanClamChowder)
  }
}
