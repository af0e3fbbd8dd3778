import PhraseMatching
import Testing

@Suite struct FillerTests {
  @Test func fillersAreSkippedAtSmallCost() throws {
    let plain = try #require(SoupChef.matcher.bestMatch(for: "order tomato soup from Soup Chef"))
    let polite = try #require(
      SoupChef.matcher.bestMatch(for: "please order tomato soup from Soup Chef"))
    let wordy = try #require(
      SoupChef.matcher.bestMatch(
        for: "Hey Siri, please order tomato soup from Soup Chef, thank you"))
    #expect(plain.score == 1)
    #expect(polite.score == 0.99)
    #expect(wordy.score < polite.score)
    #expect(wordy.score >= 0.9)
    #expect(SoupChef.soupIDs(wordy) == ["tomatoSoup"])
  }

  @Test(arguments: [
    "Could you please order tomato soup from Soup Chef for me",
    "Order, um, tomato soup from Soup Chef",
    "Order please tomato soup from Soup Chef",
    "I would like to order tomato soup from Soup Chef",
    "So uh can you order me a tomato soup from Soup Chef now",
  ])
  func fillersMayBeAnywhere(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["soup"]?.text == "tomato soup")
  }

  @Test func misspelledLongFillerIsStillAFiller() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Pleese order tomato soup from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 0.94)
  }

  @Test func fillersAloneSayNothing() {
    #expect(SoupChef.matcher.rank("hey siri please thank you").isEmpty)
    #expect(SoupChef.matcher.rank("Hey Siri, Soup Chef, please").isEmpty)
  }

  @Test func oneUnknownWordIsToleratedButNotTwo() throws {
    let one = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef pronto"))
    #expect(one.score == 0.84)
    #expect(SoupChef.matcher.rank("Order tomato soup from Soup Chef pronto amigo").isEmpty)
  }

  @Test(arguments: [
    "If you don't mind, order tomato soup from Soup Chef",
    "How about a tomato soup from Soup Chef",
    "Would you be so kind as to order tomato soup from Soup Chef",
  ])
  func politePhrasesWithNegationsOrQuestionWordsAreFillers(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    // The same words outside those phrases still ask something else.
    #expect(SoupChef.matcher.rank("How much is tomato soup at Soup Chef").isEmpty)
  }
}
