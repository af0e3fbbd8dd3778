import PhraseMatching
import Testing

@Suite struct ExactMatchTests {
  @Test func exactPhraseWithSlotScoresOne() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order Tomato Soup from Soup Chef"))
    #expect(match.app == "Soup Chef")
    #expect(match.intent == "OrderSoup")
    #expect(match.phrase == SoupChef.orderSoup)
    #expect(match.score == 1)
    let soup = try #require(match.slots["soup"])
    #expect(soup.text == "Tomato Soup")
    #expect(soup.candidates.map(\.id) == ["tomatoSoup"])
    #expect(soup.score == 1)
  }

  @Test func exactPhraseWithoutSlotScoresOneAndFillsNoSlot() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order Soup Chef"))
    #expect(match.phrase == SoupChef.orderShort)
    #expect(match.score == 1)
    #expect(match.slots.isEmpty)
  }

  @Test func caseAndPunctuationAndDiacriticsAreIgnored() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Órder tomato soup from Soup Chef!"))
    #expect(match.score == 1)
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["soup"]?.text == "tomato soup")
  }

  @Test(arguments: [
    "ORDER NEW ENGLAND CLAM CHOWDER FROM SOUP CHEF",
    "order: new england clam chowder, from soup chef.",
    "Order “New England Clam Chowder” from Soup Chef",
    "Order New England clam chowder from Soup Chef's",
    "Order New England clam chowder from Soup Chef 😋",
    "  Order\tNew England clam chowder\nfrom Soup Chef  ",
    "Ｏｒｄｅｒ New England clam chowder from Ｓｏｕｐ Ｃｈｅｆ",
  ])
  func normalizedVariantsMatchExactly(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(match.score == 1)
    #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder"])
  }

  @Test func slotTextIsTheTypedWordsWithoutSurroundingQuotes() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "order  “Chicken Noodle Soup”  from soup chef"))
    #expect(match.slots["soup"]?.text == "Chicken Noodle Soup")
  }

  @Test func pluralSlotMatchesAtSlightlyLowerScore() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order tomato soups from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score < 1)
    #expect(match.score >= 0.95)
  }
}
