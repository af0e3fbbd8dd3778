import Testing
import PhraseMatching

@Test(arguments: [
  "what's the weather",
  "What's the temperature outside",
  "Play my workout playlist",
  "Tomato soup recipe",
  "soups",
  "kitchen",
  "Order",
  "Soup Chef",
  "Delete my Soup Chef account",
  "Rate Soup Chef five stars",
  "Order tomato soup from Soup Chef and a burrito from Chipotle",
  "Order Soup Chef tomato soup",
])
func unrelatedUtterancesDoNotMatch(utterance: String) {
  #expect(SoupChef.matcher.rank(utterance).isEmpty)
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
      IntentPhrases(intent: "Empty", phrases: [PhraseTemplate(segments: []), try PhraseTemplate(parsing: " ?! ")])
    ])
  let matcher = PhraseMatcher(apps: [app])
  for utterance in ["", "please", "?!", "Soup Chef"] {
    #expect(matcher.rank(utterance).isEmpty)
  }
}
