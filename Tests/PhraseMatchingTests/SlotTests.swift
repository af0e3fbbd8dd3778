import Testing
import PhraseMatching

@Test func clamChowderGivesBothChowdersAsCandidates() throws {
  let match = try #require(SoupChef.matcher.bestMatch(for: "Order clam chowder from Soup Chef"))
  let soup = try #require(match.slots["soup"])
  #expect(soup.text == "clam chowder")
  #expect(soup.candidates.map(\.id) == ["newEnglandClamChowder", "manhattanClamChowder"])
  #expect(soup.score < 1)
  #expect(soup.score > 0.85)
}

@Test func partialTitleWithOneFittingEntryGivesOneCandidate() throws {
  let match = try #require(SoupChef.matcher.bestMatch(for: "Order chicken noodle from Soup Chef"))
  #expect(SoupChef.soupIDs(match) == ["chickenNoodleSoup"])
}

@Test func fullTitleBeatsPartialFit() throws {
  let match = try #require(SoupChef.matcher.bestMatch(for: "Order Manhattan Clam Chowder from Soup Chef"))
  #expect(SoupChef.soupIDs(match) == ["manhattanClamChowder"])
}

@Test func synonymMatchesExactly() throws {
  let app = AppPhrases(
    name: "Soup Chef",
    intents: [
      IntentPhrases(
        intent: "OrderSoup", phrases: [SoupChef.orderSoup],
        slots: [
          "soup": SlotVocabulary(
            entries: [VocabularyEntry(id: "tomatoSoup", title: "Tomato Soup", synonyms: ["Tomato Bisque"])],
            acceptsOtherText: false)
        ])
    ])
  let match = try #require(PhraseMatcher(apps: [app]).bestMatch(for: "Order tomato bisque from Soup Chef"))
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
  let match = try #require(PhraseMatcher(apps: [app]).bestMatch(for: "Order the daily special from Soup Chef"))
  #expect(SoupChef.soupIDs(match) == ["a", "b"])
  #expect(match.slots["soup"]?.score == 1)
}

@Test func unknownTextFillsSlotThatAcceptsOtherText() throws {
  let match = try #require(SoupChef.matcher.bestMatch(for: "Order a pizza from Soup Chef"))
  let soup = try #require(match.slots["soup"])
  #expect(soup.text == "pizza")
  #expect(soup.candidates.isEmpty)
  #expect(match.score >= SoupChef.matcher.threshold)
  let partial = try #require(SoupChef.matcher.bestMatch(for: "Order clam chowder from Soup Chef"))
  #expect(match.score < partial.score)
}

@Test func unknownTextDoesNotFillClosedSlot() {
  #expect(SoupChef.closedMatcher.rank("Order pizza from Soup Chef").isEmpty)
  #expect(SoupChef.closedMatcher.bestMatch(for: "Order tomato soup from Soup Chef")?.score == 1)
}

@Test func leadingArticleIsLeftOutOfSlotText() throws {
  let match = try #require(SoupChef.matcher.bestMatch(for: "Order the tomato soup from Soup Chef"))
  #expect(match.slots["soup"]?.text == "tomato soup")
  #expect(match.slots["soup"]?.score == 1)
  #expect(match.score < 1)
  #expect(match.score > 0.95)
}

@Test func parameterWithoutVocabularyAcceptsAnyText() throws {
  let app = AppPhrases(
    name: "Soup Chef", intents: [IntentPhrases(intent: "OrderSoup", phrases: [SoupChef.orderSoup])])
  let match = try #require(PhraseMatcher(apps: [app]).bestMatch(for: "Order pumpkin soup from Soup Chef"))
  #expect(match.slots["soup"]?.text == "pumpkin soup")
  #expect(match.slots["soup"]?.candidates == [])
}

@Test func slotAtEndOfPhraseTakesTheRest() throws {
  let app = AppPhrases(
    name: "Soup Chef",
    intents: [
      IntentPhrases(
        intent: "OrderSoup", phrases: [try PhraseTemplate(parsing: "${applicationName} order ${soup}")],
        slots: ["soup": SlotVocabulary(entries: SoupChef.soups, acceptsOtherText: false)])
    ])
  let match = try #require(PhraseMatcher(apps: [app]).bestMatch(for: "Soup Chef, order New England clam chowder please"))
  #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder"])
  #expect(match.slots["soup"]?.text == "New England clam chowder")
}
