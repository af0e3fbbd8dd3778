import PhraseMatching
import Testing

@Suite struct ScoreModelTests {
  @Test func scoreFallsWithEachDeviation() throws {
    let utterances = [
      "Order tomato soup from Soup Chef",  // exact
      "Please order tomato soup from Soup Chef",  // + a filler: 0.01
      "Please order tomato soups from Soup Chef",  // + a plural: 0.02
      "Please buy tomato soups from Soup Chef",  // + a synonym of the verb: 0.04
      "Please buy tomato soups from Soup Chf",  // + a typo: 0.05
      "Please buy tomato soups from Soup Chf pronto",  // + an unknown word: 0.16
    ]
    let scores = utterances.map { SoupChef.matcher.bestMatch(for: $0)?.score ?? -1 }
    #expect(scores == [1, 0.99, 0.97, 0.93, 0.88, 0.72])
    #expect(SoupChef.matcher.rank("Please buy tomato soups from Soup Chf pronto amigo").isEmpty)
  }

  @Test func scoresStayInTheUnitRange() {
    let utterances = [
      "Order tomato soup from Soup Chef",
      "hey siri um could you please please please order soup chef",
      "Order 99999999999 tomato soups from Soup Chef", "Soup Chef Soup Chef Soup Chef order",
    ]
    for utterance in utterances {
      for match in SoupChef.matcher.rank(utterance) {
        #expect((0...1).contains(match.score))
        #expect(match.slots.values.allSatisfy { (0...1).contains($0.score) })
      }
    }
  }

  @Test func thresholdAllowsOneUnknownWordNotTwo() {
    let zero = PhraseMatcher(apps: [SoupChef.app()], threshold: 0)
    let scores = [
      "Order tomato soup from Soup Chef quickly", "Order tomato soup from Soup Chef pronto",
      "Order tomato soup from Soup Chef pronto amigo",
    ].map { zero.bestMatch(for: $0)?.score ?? -1 }
    #expect(scores == [0.99, 0.84, 0.68])
    #expect(SoupChef.matcher.rank("Order tomato soup from Soup Chef pronto amigo").isEmpty)
  }
}
