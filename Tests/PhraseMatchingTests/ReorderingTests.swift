import PhraseMatching
import Testing

@Suite struct ReorderingTests {
  @Test(arguments: [
    "Soup Chef: order tomato soup",
    "Using Soup Chef, order tomato soup",
    "In Soup Kitchen order tomato soup",
    "Order Soup Chef's tomato soup",
    "Order tomato soup on SoupChef",
    "Order tomato soup through the Soup Chef app",
    "Go to Soup Chef and order tomato soup",
  ])
  func appNameMayBeAnywhere(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(match.app == "Soup Chef")
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score >= 0.9)
  }

  @Test func movedAppNameCostsALittle() throws {
    let inPlace = try #require(SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef"))
    let moved = try #require(SoupChef.matcher.bestMatch(for: "Soup Chef, order tomato soup"))
    #expect(inPlace.score == 1)
    #expect(moved.score < inPlace.score)
    #expect(moved.score >= 0.95)
  }

  @Test func valueBeforeTheVerbFillsTheSlotParameter() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Tomato soup, order it from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["soup"]?.isExtra == true)
  }

  @Test func valueInThePhraseSlotIsNotExtra() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef"))
    #expect(match.slots["soup"]?.isExtra == false)
  }

  @Test func extrasMayComeBeforeOrAfterTheAppName() throws {
    let before = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup for delivery from Soup Chef"))
    let after = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef for delivery"))
    #expect(before.slots["orderType"]?.candidates.map(\.id) == ["delivery"])
    #expect(after.slots["orderType"]?.candidates.map(\.id) == ["delivery"])
    #expect(before.score == after.score)
  }
}
