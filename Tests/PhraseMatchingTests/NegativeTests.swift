import PhraseMatching
import Testing

@Suite struct NegativeTests {
  @Test(arguments: [
    "what's the weather",
    "What's the temperature outside",
    "Play my workout playlist",
    "Tomato soup recipe",
    "soups",
    "kitchen",
    "Order",
    "Soup Chef",
    "Open Soup Chef",
    "Order tomato soup",
    "Set an alarm for 7 am",
  ])
  func utterancesWithoutAppNameOrIntentDoNotMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test(arguments: [
    "Delete my Soup Chef account",
    "Rate Soup Chef five stars",
    "Cancel my Soup Chef order",
    "Show my order history in Soup Chef",
    "Track my delivery from Soup Chef",
    "Search Soup Chef for tomato soup",
  ])
  func anotherActionsVerbNeverMatches(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test(arguments: [
    "How much is tomato soup at Soup Chef",
    "Where is the nearest Soup Chef",
    "Don't order tomato soup from Soup Chef",
  ])
  func questionsAndNegationsNeverMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test(arguments: [
    "Order a taxi to Soup Chef",
    "Get directions to Soup Kitchen",
    "Take me to Soup Chef",
  ])
  func appNameAsADestinationDoesNotMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test func goingToTheAppIsNoDestination() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Switch to Soup Chef and order tomato soup"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
  }

  @Test(arguments: [
    "Order tomato soup from Soup Chef and a burrito from Chipotle",
    "Order a soup chef's hat from Amazon",
  ])
  func requestsMixedWithAnotherAppsDoNotMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
  }

  @Test func unknownWordAtAClosedSlotsPlaceDoesNotMatch() throws {
    let app = AppPhrases(
      name: "Shelf Shop",
      intents: [
        IntentPhrases(
          intent: "ShowShelf",
          phrases: [try PhraseTemplate(parsing: "Show ${shelf} in ${applicationName}")],
          slots: [
            "shelf": SlotVocabulary(
              entries: [VocabularyEntry(id: "oak", title: "Oak")], acceptsOtherText: false)
          ])
      ])
    let matcher = PhraseMatcher(apps: [app])
    #expect(matcher.rank("Show Pine in Shelf Shop").isEmpty)
    #expect(matcher.bestMatch(for: "Show Oak in Shelf Shop")?.score == 1)
  }

  @Test(arguments: ["", " ", "\n\t  \r\n", "😀", "🍲 🥣 👍🏽", "❤️‍🔥", "1️⃣ 2️⃣", "!!!", "…", "hey siri please"])
  func emptyOrContentFreeInputDoesNotMatch(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
    #expect(SoupChef.matcher.bestMatch(for: utterance) == nil)
  }

  @Test func emptyTemplateNeverMatches() throws {
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [
        IntentPhrases(
          intent: "Empty",
          phrases: [PhraseTemplate(segments: []), try PhraseTemplate(parsing: " ?! ")])
      ])
    let matcher = PhraseMatcher(apps: [app])
    for utterance in ["", "please", "?!", "Soup Chef"] {
      #expect(matcher.rank(utterance).isEmpty)
    }
  }
}
