import PhraseMatching
import Testing

/// Paraphrased verbs: the lexicon's verb groups stand in for a phrase's verb.
@Suite struct ParaphraseTests {
  @Test(arguments: [
    "Get me a tomato soup from Soup Chef",
    "Buy a tomato soup from Soup Chef",
    "I want a tomato soup from Soup Chef",
    "Can I have a tomato soup from Soup Chef",
    "I'd like a tomato soup from Soup Chef",
    "Fetch me a tomato soup from Soup Chef",
    "I'm in the mood for a tomato soup from Soup Chef",
    "Hook me up with a tomato soup from Soup Chef",
  ])
  func verbSynonymsMatchTheOrderPhrase(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(match.intent == "OrderSoup")
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score < 1)
  }

  @Test func synonymCostsMoreThanTheVerbItself() throws {
    let verb = try #require(SoupChef.matcher.bestMatch(for: "Order a tomato soup from Soup Chef"))
    let synonym = try #require(SoupChef.matcher.bestMatch(for: "Buy a tomato soup from Soup Chef"))
    #expect(verb.score == 0.99)
    #expect(synonym.score == 0.95)
  }

  @Test func generalVerbsAloneDoNotIdentifyTheIntent() {
    // "get" and "take" say nothing about ordering without a soup; "buy" and "order" do.
    #expect(SoupChef.matcher.rank("Take me to Soup Chef").isEmpty)
    #expect(SoupChef.matcher.rank("Get Soup Chef").isEmpty)
    #expect(SoupChef.matcher.bestMatch(for: "Buy from Soup Chef")?.intent == "OrderSoup")
  }

  @Test func aVerbTheLexiconDoesNotKnowKeepsThePhraseOut() throws {
    // A verb said where the phrase's goes asks for something else unless it is the phrase's
    // verb or its paraphrase (matcher v4: verbs are evidence), even with a value after it.
    #expect(SoupChef.matcher.rank("Rustle me a tomato soup from Soup Chef").isEmpty)
    #expect(SoupChef.matcher.rank("Rustle Soup Chef").isEmpty)
    // Its paraphrase, said whole, still stands in for it.
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Rustle up a tomato soup from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
  }

  @Test func verbSaidAsANounForSomethingThatExistsIsNoEvidence() {
    #expect(SoupChef.matcher.rank("Cancel my order from Soup Chef").isEmpty)
    #expect(SoupChef.matcher.rank("Repeat my last Soup Chef order").isEmpty)
    #expect(SoupChef.matcher.bestMatch(for: "Place an order with Soup Chef")?.intent == "OrderSoup")
  }

  @Test func synonymsFollowThePhraseVerbOfAnotherApp() throws {
    let matcher = try TrailGuide.matcher()
    let match = try #require(matcher.bestMatch(for: "Display Lost Lake Loop in Trail Guide"))
    #expect(match.intent == "ShowTrail")
    #expect(match.slots["trail"]?.candidates.map(\.id) == ["lostLake"])
    // "buy" asks for another action than showing a trail.
    #expect(matcher.rank("Buy Lost Lake Loop in Trail Guide").isEmpty)
  }
}

/// Asking about a thing is a way of getting it, but a question alone never matches.
@Suite struct QuestionParaphraseTests {
  static let matcher = PhraseMatcher(apps: [
    AppPhrases(
      name: "Trail Guide",
      intents: [
        IntentPhrases(
          intent: "GetConditions",
          phrases: [
            PhraseTemplate(segments: [
              .text("Get conditions on "), .parameter("trail"), .text(" with "), .applicationName,
            ])
          ],
          slots: ["trail": SlotVocabulary(entries: TrailGuide.trails, acceptsOtherText: false)]),
        IntentPhrases(
          intent: "TrackHike",
          phrases: [PhraseTemplate(segments: [.text("Track my hike in "), .applicationName])],
          slots: [:]),
      ])
  ])

  @Test func whatAreTheConditionsGetsThem() throws {
    let match = try #require(
      Self.matcher.bestMatch(for: "What are the conditions on Lost Lake Loop in Trail Guide"))
    #expect(match.intent == "GetConditions")
    #expect(match.slots["trail"]?.candidates.map(\.id) == ["lostLake"])
  }

  @Test func aQuestionWithoutThePhrasesWordsDoesNotMatch() {
    #expect(Self.matcher.bestMatch(for: "What is the weather in Trail Guide") == nil)
    #expect(Self.matcher.bestMatch(for: "What are Trail Guide's opening hours") == nil)
  }

  @Test func recordIsAWayOfTracking() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Record my hike in Trail Guide"))
    #expect(match.intent == "TrackHike")
  }
}
