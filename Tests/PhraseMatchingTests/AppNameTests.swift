import PhraseMatching
import Testing

@Suite struct AppNameTests {
  @Test(arguments: ["Order tomato soup from Soup Kitchen", "Order tomato soup from SoupChef"])
  func alternativeNamesMatchExactly(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(match.app == "Soup Chef")
    #expect(match.score == 1)
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
  }

  @Test func joinedNameMatchesAtSmallCost() throws {
    // "Soup Kitchen" has no joined alternative name, so "soupkitchen" needs the joined form.
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order soupkitchen"))
    #expect(match.phrase == SoupChef.orderShort)
    #expect(match.score == 0.98)
  }

  @Test func hyphenatedPossessiveAndPluralNames() throws {
    #expect(SoupChef.matcher.bestMatch(for: "Order soup-chef")?.score == 1)
    #expect(SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef's")?.score == 1)
    #expect(SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chefs")?.score == 0.98)
  }

  @Test(arguments: [
    "Order tomato soup from Soup Chf", "Order tomato soup from Sop Chef",
    "Order tomato soup from soupchf",
  ])
  func typoInAppNameMatches(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(match.score < 1)
    #expect(match.score >= 0.9)
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
  }

  @Test(arguments: [
    "order a pizza from Domino's",
    "Order tomato soup from Soup Shack",
    "Order tomato soup from Grubhub",
    "Order pizza from California Pizza Kitchen",
    "Order tomato soup from the kitchen",
  ])
  func wrongOrPartialAppNameDoesNotMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test func wordsBeforeANameAreNotPartOfIt() {
    // "to soup chef" run together is two edits from "soupchef"; it must not count as the name.
    #expect(SoupChef.matcher.rank("Order a taxi to Soup Chef").isEmpty)
  }

  @Test func appNameMatchesOnlyItsOwnApp() throws {
    let other = AppPhrases(
      name: "Pizza Place",
      intents: [
        IntentPhrases(
          intent: "OrderPizza", phrases: [try PhraseTemplate(parsing: "Order ${applicationName}")])
      ])
    let matcher = PhraseMatcher(apps: [SoupChef.app(), other])
    #expect(matcher.rank("Order Pizza Place").map(\.app) == ["Pizza Place"])
    #expect(matcher.rank("Order Soup Chef").map(\.app) == ["Soup Chef"])
  }

  @Test func appWithoutUsableNameNeverMatchesItsName() throws {
    let app = AppPhrases(
      name: "🍲",
      intents: [
        IntentPhrases(
          intent: "Open", phrases: [try PhraseTemplate(parsing: "Open ${applicationName}")])
      ])
    let matcher = PhraseMatcher(apps: [app])
    #expect(matcher.rank("Open").isEmpty)
    #expect(matcher.rank("Open 🍲").isEmpty)
  }
}
