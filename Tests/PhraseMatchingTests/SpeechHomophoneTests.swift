import PhraseMatching
import Testing

/// Number words and the words they sound like, as a speech recognizer writes them: a number
/// said as "for" or "to", and "for" or "to" said as a number.
@Suite struct SpeechHomophoneTests {
  @Test func numberWordForAPrepositionBeforeAnotherParametersValueIsNoQuantity() throws {
    // Soups the app's search does not extend (a closed list), so "four" is no part of a soup.
    let match = try #require(
      SoupChef.closedMatcher.bestMatch(for: "order tomato soup four delivery from soup chef"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["orderType"]?.candidates.map(\.id) == ["delivery"])
    #expect(match.slots["quantity"] == nil)
  }

  @Test func numberWordBeforeThePhrasesValueStillCounts() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "order four tomato soups from soup chef"))
    #expect(match.slots["quantity"]?.number == 4)
    let delivered = try #require(
      SoupChef.matcher.bestMatch(for: "order four tomato soups from soup chef for delivery"))
    #expect(delivered.slots["quantity"]?.number == 4)
  }

  @Test func numberWordInATitleIsTheWordItSoundsLike() throws {
    let shelves = VocabularyMatcher(entries: [
      VocabularyEntry(id: "wantToRead", title: "Want to Read"),
      VocabularyEntry(id: "read", title: "Read"),
    ])
    let match = try #require(shelves.match("want two read"))
    #expect(match.entries.map(\.id) == ["wantToRead"])
    #expect(match.score == 0.95)
    #expect(shelves.match("want three read") == nil)
  }

  @Test func homophoneBeforeAMeasureWordCountsTheValueAfterIt() throws {
    let buy = PhraseTemplate(segments: [
      .text("Buy "), .parameter("book"), .text(" from "), .applicationName,
    ])
    let books = [VocabularyEntry(id: "dune", title: "Dune")]
    let matcher = PhraseMatcher(apps: [
      AppPhrases(
        name: "Book Library", alternativeNames: [],
        intents: [
          IntentPhrases(
            intent: "BuyBook", phrases: [buy],
            slots: [
              "book": SlotVocabulary(entries: books, acceptsOtherText: true), "count": .number(),
            ])
        ])
    ])
    let match = try #require(matcher.bestMatch(for: "buy for copies of dune from book library"))
    #expect(match.slots["book"]?.candidates.map(\.id) == ["dune"])
    #expect(match.slots["count"]?.number == 4)
  }
}
