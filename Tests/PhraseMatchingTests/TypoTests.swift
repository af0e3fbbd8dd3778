import PhraseMatching
import Testing

@Suite struct TypoTests {
  @Test func typoInLiteralWordMatchesAtLowerScore() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Ordr tomato soup from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 0.95)
  }

  @Test(arguments: [
    ("Order tomatoe soup from Soup Chef", "tomatoSoup"),
    ("Order chikcen noodle soup from Soup Chef", "chickenNoodleSoup"),
    ("Order Manhatan clam chowder from Soup Chef", "manhattanClamChowder"),
    ("Order New Englnd clam chowder from Soup Chef", "newEnglandClamChowder"),
  ])
  func typoInSlotStillFindsTheEntry(utterance: String, id: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == [id])
    #expect(match.slots["soup"].map { $0.score < 1 && $0.score >= 0.9 } == true)
  }

  @Test func typoBudgetGrowsWithWordLength() throws {
    // "Go" has 2 letters: no typo allowed. "Open" has 4: one. "Chowderhouse" has 12: two.
    let app = AppPhrases(
      name: "Chowderhouse",
      intents: [
        IntentPhrases(
          intent: "Go", phrases: [try PhraseTemplate(parsing: "Go to ${applicationName}")]),
        IntentPhrases(
          intent: "Open", phrases: [try PhraseTemplate(parsing: "Open ${applicationName}")]),
      ])
    let matcher = PhraseMatcher(apps: [app])
    #expect(matcher.bestMatch(for: "Go to Chowderhouse")?.intent == "Go")
    #expect(matcher.rank("Gi to Chowderhouse").isEmpty)
    #expect(matcher.bestMatch(for: "Opne Chowderhouse")?.intent == "Open")
    #expect(matcher.rank("Opxx Chowderhouse").isEmpty)
    #expect(matcher.bestMatch(for: "Open Chowdrehose")?.intent == "Open")
    #expect(matcher.rank("Open Chwdrehose").isEmpty)
  }

  @Test func moreTyposScoreLower() throws {
    let utterances = [
      "Order tomato soup from Soup Chef",
      "Ordr tomato soup from Soup Chef",
      "Ordr tomato soup frm Soup Chef",
      "Ordr tomato soup frm Soup Chf",
    ]
    let scores = utterances.map { SoupChef.matcher.bestMatch(for: $0)?.score ?? -1 }
    #expect(scores.allSatisfy { $0 >= SoupChef.matcher.threshold })
    #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 > $1 })
  }

  @Test func wordsBeyondTheirTypoBudgetAreNotThatWord() {
    // "Oxxer" is no "order": without it nothing says what to do with Soup Chef.
    #expect(SoupChef.matcher.rank("Oxxer Soup Chef").isEmpty)
    // "Sxxp Chef" is no app name.
    #expect(SoupChef.matcher.rank("Order tomato soup from Sxxp Chef").isEmpty)
  }

  @Test func typoInValueWordsOfExtras() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup with croutns from Soup Chef for delievery")
    )
    #expect(SoupChef.toppingIDs(match) == ["Croutons"])
    #expect(match.slots["orderType"]?.candidates.map(\.id) == ["delivery"])
    #expect(match.slots["toppings"]?.score ?? 1 < 1)
  }

  @Test func typoInAppNameAndVerbAndValueAtOnce() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Ordr tomatoe soup frm Soup Chf"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 0.81)
  }

  @Test func letterTypedManyTimesIsOneEdit() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soooooup from Soup Cheffff"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 0.9)
  }
}
