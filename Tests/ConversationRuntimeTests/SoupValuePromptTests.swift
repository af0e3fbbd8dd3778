import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// "Order Soup Chef" names no soup, so Siri asks for one, offering the suggested soups.
@Suite struct SoupValuePromptTests {
  @Test func asksWhichSoupWithTheSuggestedSoups() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == SoupChefText.whichSoup)
    #expect(prompt.app == "Soup Chef")
    #expect(prompt.intentTitle == "Order Soup")
    #expect(prompt.parameter == "soup")
    #expect(prompt.parameterTitle == "Soup")
    #expect(prompt.inputKind == .item)
    #expect(prompt.isRetry == false)
    #expect(
      prompt.suggestions.map(\.title)
        == ["New England Clam Chowder", "Tomato Soup", "Chicken Noodle Soup"])
    #expect(prompt.suggestions.map(\.section) == [nil, nil, "Specials"])
    #expect(
      prompt.suggestions.map(\.id) == ["newEnglandClamChowder", "tomatoSoup", "chickenNoodleSoup"])
  }

  @Test func neverSuggestsTheSecretSoup() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(!prompt.suggestions.contains { $0.title == "Manhattan Clam Chowder" })
  }

  @Test func findsTheSecretSoupByName() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("manhattan clam chowder"), .choice(0), .confirm(true)])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.prompts.map(\.text) == [
        SoupChefText.whichSoup, SoupChefText.whichStore, "Your total is $3.50. ready to order?",
      ])
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItem.id == .manhattanClamChowder)
    #expect(order.storeLocation?.name == "Ferry Building")
  }

  @Test func findsTheSecretSoupFromAMisspelledAnswer() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("Manhttan clam chowder"), .choice(0), .confirm(true)])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItem.id == .manhattanClamChowder)
  }

  @Test func aMisspelledPartialAnswerOffersBothChowders() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("clam chowdah")])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    let choice = try #require(frontEnd.prompts.dropFirst().first?.choicePrompt)
    #expect(
      Set(choice.choices.filter { $0.section != "More" }.map(\.title)) == [
        "Manhattan Clam Chowder", "New England Clam Chowder",
      ])
  }

  @Test func pickingASuggestionByNumberChoosesIt() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(2), .choice(1), .confirm(true)])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.spokenTexts == [
        "Your total is $4.55. Your Chicken Noodle Soup order will be ready in 10 minutes."
      ])
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItem.id == .chickenNoodleSoup)
    #expect(order.storeLocation?.name == "Civic Center")
  }

  @Test func answeringWithPartOfANameThatFitsTwoSoupsAsksWhichOne() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("clam chowder"), .text("new england"), .cancel])

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompts = frontEnd.prompts
    try #require(prompts.count == 3)
    let choice = try #require(prompts[1].choicePrompt)
    #expect(choice.text == SoupChefText.whichSoup)
    #expect(
      Array(choice.choices.filter { $0.section != "More" }.map(\.title))
        == SoupChefText.clamChowders)
    #expect(prompts[2].text == SoupChefText.whichStore)
  }
}
