import Testing
import PhraseMatching

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
      IntentPhrases(intent: "Go", phrases: [try PhraseTemplate(parsing: "Go to ${applicationName}")]),
      IntentPhrases(intent: "Open", phrases: [try PhraseTemplate(parsing: "Open ${applicationName}")]),
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

@Test func tooManyEditsInOneWordDoNotMatch() {
  #expect(SoupChef.matcher.rank("Oxxer tomato soup from Soup Chef").isEmpty)
  #expect(SoupChef.closedMatcher.rank("Order tmtoe soup from Soup Chef").isEmpty)
}
