import PhraseMatching
import Testing

@Suite struct RankingTests {
  private func app(_ name: String, _ intents: [(String, [String])]) throws -> AppPhrases {
    AppPhrases(
      name: name,
      intents: try intents.map { intent, phrases in
        IntentPhrases(intent: intent, phrases: try phrases.map { try PhraseTemplate(parsing: $0) })
      })
  }

  @Test func resultsAreSortedBestFirstNotInInputOrder() throws {
    let near = try app("Soup Chefs", [("OpenNear", ["Open ${applicationName}"])])
    let exact = try app("Soup Chef", [("OpenExact", ["Open ${applicationName}"])])
    let ranked = PhraseMatcher(apps: [near, exact]).rank("Open Soup Chef")
    #expect(ranked.map(\.intent) == ["OpenExact", "OpenNear"])
    #expect(ranked[0].score > ranked[1].score)
  }

  @Test func tiesFollowAppThenIntentOrder() throws {
    let first = try app(
      "Soup Chef", [("B", ["Open ${applicationName}"]), ("A", ["Open ${applicationName}"])])
    let second = try app("Soup Chef", [("C", ["Open ${applicationName}"])])
    let ranked = PhraseMatcher(apps: [second, first]).rank("Open Soup Chef")
    #expect(ranked.map(\.intent) == ["C", "B", "A"])
    #expect(Set(ranked.map(\.score)) == [1])
  }

  @Test func oneMatchPerIntentWithItsFirstBestPhrase() throws {
    let matcher = PhraseMatcher(apps: [
      try app("Soup Chef", [("Open", ["Open ${applicationName}", "open ${applicationName}!"])])
    ])
    let ranked = matcher.rank("Open Soup Chef")
    #expect(ranked.count == 1)
    #expect(ranked.first?.phrase.description == "Open ${applicationName}")
  }

  @Test func bestPhraseOfAnIntentIsTheCheapest() throws {
    let matcher = PhraseMatcher(
      apps: [
        try app("Soup Chef", [("Open", ["Launch ${applicationName}", "Open ${applicationName}"])])
      ])
    #expect(
      matcher.bestMatch(for: "Open Soup Chef")?.phrase.description == "Open ${applicationName}")
    #expect(
      matcher.bestMatch(for: "Lunch Soup Chef")?.phrase.description == "Launch ${applicationName}")
  }

  @Test func theIntentWhoseVerbIsSaidWins() throws {
    let matcher = try TrailGuide.matcher()
    let start = try #require(
      matcher.bestMatch(for: "Begin a hike on Eagle Peak Trail with Trail Guide"))
    #expect(start.intent == "StartHike")
    let show = try #require(matcher.bestMatch(for: "View Eagle Peak Trail in Trail Guide"))
    #expect(show.intent == "ShowTrail")
  }

  @Test func thresholdFiltersMatches() {
    let strict = PhraseMatcher(apps: [SoupChef.app()], threshold: 0.99)
    let loose = PhraseMatcher(apps: [SoupChef.app()], threshold: 0.9)
    #expect(strict.rank("Ordr tomato soup from Soup Chef").isEmpty)
    #expect(strict.bestMatch(for: "Order tomato soup from Soup Chef")?.score == 1)
    #expect(loose.bestMatch(for: "Ordr tomato soup from Soup Chef")?.score == 0.95)
    #expect(loose.rank("Order a pizza from Soup Chef").isEmpty)
  }

  @Test func thresholdIsClampedToTheScoreRange() {
    #expect(PhraseMatcher(apps: [], threshold: 3).threshold == 1)
    #expect(PhraseMatcher(apps: [], threshold: -1).threshold == 0)
    #expect(PhraseMatcher(apps: [], threshold: .nan).threshold == PhraseMatcher.defaultThreshold)
    #expect(PhraseMatcher.defaultThreshold == 0.7)
  }

  @Test func bestMatchIsTheFirstRankedMatch() throws {
    let near = try app("Soup Chefs", [("OpenNear", ["Order ${applicationName}"])])
    let matcher = PhraseMatcher(apps: [near, SoupChef.app()])
    let ranked = matcher.rank("Order Soup Chef")
    #expect(ranked.count == 2)
    #expect(matcher.bestMatch(for: "Order Soup Chef") == ranked.first)
  }

  @Test func matchingIsDeterministic() {
    let utterances = [
      "Order clam chowder from Soup Chef", "Ordr soup from Sop Chef please",
      "Order a pizza from Soup Chef",
      "Order two tomato soups with cheese and croutons from Soup Chef for delivery",
    ]
    let other = PhraseMatcher(apps: [SoupChef.app()])
    for utterance in utterances {
      #expect(SoupChef.matcher.rank(utterance) == SoupChef.matcher.rank(utterance))
      #expect(SoupChef.matcher.rank(utterance) == other.rank(utterance))
    }
  }

  @Test func possessiveAfterPlaceholderInTemplateIsIgnored() throws {
    let matcher = PhraseMatcher(apps: [
      try app("Soup Chef", [("Specials", ["Show ${applicationName}'s specials"])])
    ])
    #expect(matcher.bestMatch(for: "Show Soup Chef’s specials")?.score == 1)
    #expect(matcher.bestMatch(for: "Show Soup Chef specials")?.score == 1)
  }
}
