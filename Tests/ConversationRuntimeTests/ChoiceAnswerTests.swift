import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// The words a person uses to pick from a list: ordinals, positions from the end, names.
@Suite struct ChoiceAnswerTests {
  /// Picks a soup and a store in words, then cancels at the order confirmation.
  func order(soupAnswer: String, storeAnswer: String) async throws -> (String, String) {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text(soupAnswer), .text(storeAnswer), .confirm(true)])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.prompts.allSatisfy { !$0.isRetry })
    let order = try #require(fixture.orders.orderHistory.first)
    return (order.menuItem.localizedName, order.storeLocation?.name ?? "")
  }

  @Test func ordinalWordsPick() async throws {
    let picked = try await order(soupAnswer: "the second one", storeAnswer: "first")
    #expect(picked.0 == "New England Clam Chowder")
    #expect(picked.1 == "Ferry Building")
  }

  @Test func lastPicksTheFinalChoice() async throws {
    let picked = try await order(soupAnswer: "the first one", storeAnswer: "last")
    #expect(picked.0 == "Manhattan Clam Chowder")
    #expect(picked.1 == "Civic Center")
  }

  @Test func namesPick() async throws {
    let picked = try await order(
      soupAnswer: "New England Clam Chowder", storeAnswer: "Ferry Building")
    #expect(picked.0 == "New England Clam Chowder")
    #expect(picked.1 == "Ferry Building")
  }

  @Test func partOfANamePicks() async throws {
    let picked = try await order(soupAnswer: "manhattan", storeAnswer: "civic")
    #expect(picked.0 == "Manhattan Clam Chowder")
    #expect(picked.1 == "Civic Center")
  }

  @Test func numbersInWordsAndDigitsPick() async throws {
    let picked = try await order(soupAnswer: "2", storeAnswer: "two")
    #expect(picked.0 == "New England Clam Chowder")
    #expect(picked.1 == "Civic Center")
  }

  @Test func confirmationButtonsCanBeAnsweredByIndex() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .choice(1)])

    let outcome = await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(outcome == .cancelled)
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test func confirmationButtonTitleConfirms() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(0), .text("Order")])

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(fixture.orders.orderHistory.count == 1)
  }
}
