import PhraseMatching
import Testing

@Suite struct AmbiguityTests {
  @Test func clamChowderGivesBothChowdersAsCandidates() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order clam chowder from Soup Chef"))
    let soup = try #require(match.slots["soup"])
    #expect(soup.text == "clam chowder")
    #expect(soup.candidates.map(\.id) == ["newEnglandClamChowder", "manhattanClamChowder"])
    #expect(soup.score == 0.92)
  }

  @Test(arguments: [
    "Order chowder from Soup Chef",
    "Order four bowls of clam chowder from Soup Chef",
    "Order clam chowdre from Soup Chef",
    "Clam chowder from Soup Chef please",
  ])
  func sharedWordsKeepEveryFittingEntry(utterance: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder", "manhattanClamChowder"])
  }

  @Test func aDistinguishingWordPicksOneEntry() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order Manhattan chowder from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["manhattanClamChowder"])
  }

  @Test func partialNamesOfAnotherVocabulary() throws {
    let matcher = try TrailGuide.matcher()
    let eagle = try #require(matcher.bestMatch(for: "Show the Eagle trail in Trail Guide"))
    #expect(eagle.slots["trail"]?.candidates.map(\.id) == ["eaglePeak", "eagleCreek"])
    let creek = try #require(matcher.bestMatch(for: "Show Eagle Creek in Trail Guide"))
    #expect(creek.slots["trail"]?.candidates.map(\.id) == ["eagleCreek"])
  }

  @Test func closedSlotReadsAWordInNoEntryAsPartOfTheRest() throws {
    // "tmtoe" is too far from "tomato": "soup" alone fits two soups.
    let match = try #require(
      SoupChef.closedMatcher.bestMatch(for: "Order tmtoe soup from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["chickenNoodleSoup", "tomatoSoup"])
    #expect(match.slots["soup"].map { $0.score < 0.85 } == true)
  }
}
