import PhraseMatching
import Testing

@Suite struct VocabularyMatcherTests {
  private let matcher = VocabularyMatcher(entries: SoupChef.soups)

  @Test func exactTitleIsExact() throws {
    let match = try #require(matcher.match("the Tomato Soup"))
    #expect(match.entries.map(\.id) == ["tomatoSoup"])
    #expect(match.isExact)
    #expect(match.score == 1)
  }

  @Test func typosPluralsAndPartsFindEntries() {
    #expect(matcher.match("manhatan clam chowder")?.entries.map(\.id) == ["manhattanClamChowder"])
    #expect(matcher.match("tomato soups")?.entries.map(\.id) == ["tomatoSoup"])
    #expect(
      matcher.match("clam chowder")?.entries.map(\.id) == [
        "newEnglandClamChowder", "manhattanClamChowder",
      ])
    #expect(matcher.match("banana bread") == nil)
  }

  @Test func unmatchedWordsOnlyWhenAllowed() throws {
    #expect(matcher.match("manhattan chowdah") == nil)
    let loose = try #require(matcher.match("manhattan chowdah", allowingUnmatchedWords: true))
    #expect(loose.entries.map(\.id) == ["manhattanClamChowder"])
    #expect(loose.score < 0.85)
    // More unknown words than known ones name nothing.
    #expect(matcher.match("big pumpkin soup", allowingUnmatchedWords: true) == nil)
  }

  @Test func wordsRunTogetherOrSplit() {
    let toppings = VocabularyMatcher(entries: [VocabularyEntry(id: "pickup", title: "Pickup")])
    #expect(toppings.match("pick up")?.entries.map(\.id) == ["pickup"])
    #expect(toppings.match("pick it up")?.entries.map(\.id) == ["pickup"])
    #expect(VocabularyMatcher(entries: SoupChef.soups).match("tomatosoup")?.score == 0.98)
  }

  @Test func keywordsLeaveOutFillersShortWordsAndNumbers() {
    #expect(
      VocabularyMatcher.keywords(in: "the Manhattan clam chowder, please")
        == ["manhattan", "clam", "chowder", "chowd"])
    #expect(VocabularyMatcher.keywords(in: "a bowl of it to go") == ["bowl"])
    #expect(VocabularyMatcher.keywords(in: "soup soup") == ["soup"])
    #expect(VocabularyMatcher.keywords(in: "two chowders") == ["chowders", "chowd"])
  }
}
