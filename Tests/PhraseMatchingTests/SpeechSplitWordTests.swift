import Testing

@testable import PhraseMatching

/// A long phrase word a speech recognizer wrote as two words that sound like its parts ("per
/// chase" for "purchase"), and slang fillers ("yo", "real quick").
@Suite struct SpeechSplitWordTests {
  static let matcher: PhraseMatcher = {
    let purchase = PhraseTemplate(segments: [.text("Purchase a pass in "), .applicationName])
    let app = AppPhrases(
      name: "Trails", alternativeNames: [],
      intents: [IntentPhrases(intent: "BuyDayPass", phrases: [purchase], slots: [:])])
    return PhraseMatcher(apps: [app, SoupChef.app()])
  }()

  @Test(arguments: ["per chase a pass in Trails", "purr chase a pass in Trails"])
  func longPhraseWordSplitInTwoSoundAlikeWordsMatches(utterance: String) throws {
    let match = try #require(Self.matcher.bestMatch(for: utterance))
    #expect(match.intent == "BuyDayPass")
    // A split (20) and a misheard letter (50): below the word said whole, above a typo of it.
    #expect(match.score == 0.93)
    let typo = try #require(Self.matcher.bestMatch(for: "perchase a pass in Trails"))
    #expect(match.score < typo.score)
  }

  @Test func splitWordIsExplainedAsOneStep() throws {
    let best = try #require(Self.matcher.explain("per chase a pass in Trails").candidates.first)
    let first = try #require(best.steps.first)
    #expect(first.words == "per chase")
    #expect(first.element == "purchase")
    #expect(first.kind == .runTogether)
    #expect(first.cost == 70)
  }

  @Test(arguments: [
    ("per chase a tomato soup from Soup Chef", 0.88),
    // Run together exactly: only the split's cost on top of the paraphrase's.
    ("re quest a tomato soup from Soup Chef", 0.93),
  ])
  func paraphraseOfThePhraseVerbSplitInTwoMatches(utterance: String, score: Double) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == score)
  }

  @Test(arguments: [
    // Run together, too far from "purchase" in letters and in sound.
    "pear case a pass in Trails",
    // Its first letter is another word's.
    "burr chase a pass in Trails",
  ])
  func wordsThatDoNotSoundLikeThePhraseWordStayUnread(utterance: String) {
    #expect(Self.matcher.bestMatch(for: utterance) == nil)
  }

  @Test func shortPhraseWordsAreNotLookedForInTwoWords() {
    let pass = MatchToken("pass")
    #expect(
      TokenComparison.splitSlipCost(expected: pass, head: MatchToken("pa"), tail: MatchToken("ss"))
        == nil)
    #expect(
      TokenComparison.splitSlipCost(
        expected: MatchToken("purchase"), head: MatchToken("per"), tail: MatchToken("chase"))
        == MatchCost.spacing + MatchCost.typoPerEdit)
  }

  @Test func slangOpenerAndRealQuickAreFillers() throws {
    let plain = try #require(SoupChef.matcher.bestMatch(for: "order tomato soup from Soup Chef"))
    let slang = try #require(
      SoupChef.matcher.bestMatch(for: "yo siri order tomato soup from Soup Chef real quick"))
    #expect(SoupChef.soupIDs(slang) == ["tomatoSoup"])
    // Four filler words ("yo", "siri", "real", "quick"), 10 each.
    #expect(slang.score == plain.score - 0.04)
  }

  @Test func realAloneIsNoFiller() throws {
    let quick = try #require(
      SoupChef.matcher.bestMatch(for: "order tomato soup from Soup Chef real quick"))
    let real = SoupChef.matcher.bestMatch(for: "order real tomato soup from Soup Chef")
    #expect(real.map { $0.score < quick.score } ?? true)
  }
}
