import PhraseMatching
import Testing

@Suite struct SlotTests {
  @Test func partialTitleWithOneFittingEntryGivesOneCandidate() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order chicken noodle from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["chickenNoodleSoup"])
    #expect(match.slots["soup"]?.score == 0.92)
  }

  @Test func fullTitleBeatsPartialFit() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order Manhattan Clam Chowder from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["manhattanClamChowder"])
    #expect(match.slots["soup"]?.score == 1)
  }

  @Test func synonymMatchesExactly() throws {
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [
        IntentPhrases(
          intent: "OrderSoup", phrases: [SoupChef.orderSoup],
          slots: [
            "soup": SlotVocabulary(
              entries: [
                VocabularyEntry(id: "tomatoSoup", title: "Tomato Soup", synonyms: ["Tomato Bisque"])
              ],
              acceptsOtherText: false)
          ])
      ])
    let match = try #require(
      PhraseMatcher(apps: [app]).bestMatch(for: "Order tomato bisque from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 1)
  }

  @Test func entriesSharingASynonymAreBothCandidates() throws {
    let entries = [
      VocabularyEntry(id: "a", title: "Red Lentil Soup", synonyms: ["Daily Special"]),
      VocabularyEntry(id: "b", title: "Minestrone", synonyms: ["daily special"]),
      VocabularyEntry(id: "c", title: "Tomato Soup"),
    ]
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [
        IntentPhrases(
          intent: "OrderSoup", phrases: [SoupChef.orderSoup],
          slots: ["soup": SlotVocabulary(entries: entries, acceptsOtherText: false)])
      ])
    let match = try #require(
      PhraseMatcher(apps: [app]).bestMatch(for: "Order the daily special from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["a", "b"])
    #expect(match.slots["soup"]?.score == 1)
  }

  @Test func unknownTextFillsSlotThatAcceptsOtherText() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order a pizza from Soup Chef"))
    let soup = try #require(match.slots["soup"])
    #expect(soup.text == "pizza")
    #expect(soup.candidates.isEmpty)
    #expect(soup.score == 0.88)
    let partial = try #require(SoupChef.matcher.bestMatch(for: "Order clam chowder from Soup Chef"))
    #expect(match.score < partial.score)
  }

  @Test func otherTextWithWordsOfEntriesCostsLess() throws {
    // The app's search may know a soup the vocabulary does not ("Pumpkin Clam Chowder").
    let known = try #require(
      SoupChef.closedMatcher.bestMatch(for: "Order clam chowder from Soup Chef"))
    let unknown = try #require(
      SoupChef.matcher.bestMatch(for: "Order pumpkin spice from Soup Chef"))
    let mixed = try #require(
      SoupChef.matcher.bestMatch(for: "Order pumpkin clam chowder from Soup Chef"))
    #expect(mixed.slots["soup"]?.text == "pumpkin clam chowder")
    #expect(mixed.slots["soup"]?.candidates == [])
    #expect(mixed.score > unknown.score)
    #expect(known.score > mixed.score)
  }

  @Test func leadingArticleIsLeftOutOfSlotText() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order the tomato soup from Soup Chef"))
    #expect(match.slots["soup"]?.text == "tomato soup")
    #expect(match.slots["soup"]?.score == 1)
    #expect(match.score == 0.99)
  }

  @Test func parameterWithoutVocabularyAcceptsAnyText() throws {
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [IntentPhrases(intent: "OrderSoup", phrases: [SoupChef.orderSoup])])
    let match = try #require(
      PhraseMatcher(apps: [app]).bestMatch(for: "Order pumpkin soup from Soup Chef"))
    #expect(match.slots["soup"]?.text == "pumpkin soup")
    #expect(match.slots["soup"]?.candidates == [])
  }

  @Test func slotAtEndOfPhraseTakesTheRest() throws {
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [
        IntentPhrases(
          intent: "OrderSoup",
          phrases: [try PhraseTemplate(parsing: "${applicationName} order ${soup}")],
          slots: ["soup": SlotVocabulary(entries: SoupChef.soups, acceptsOtherText: false)])
      ])
    let match = try #require(
      PhraseMatcher(apps: [app]).bestMatch(for: "Soup Chef, order New England clam chowder please"))
    #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder"])
    #expect(match.slots["soup"]?.text == "New England clam chowder")
  }

  @Test func numberSlotInAPhrase() throws {
    let app = AppPhrases(
      name: "Soup Chef",
      intents: [
        IntentPhrases(
          intent: "SetServings",
          phrases: [try PhraseTemplate(parsing: "Set ${servings} servings in ${applicationName}")],
          slots: ["servings": .number()])
      ])
    let match = try #require(
      PhraseMatcher(apps: [app]).bestMatch(for: "Set twenty four servings in Soup Chef"))
    #expect(match.slots["servings"]?.number == 24)
    #expect(match.slots["servings"]?.isExtra == false)
    #expect(match.score == 1)
  }
}
