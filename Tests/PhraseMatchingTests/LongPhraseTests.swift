import PhraseMatching
import Testing
import TextSafety

/// Phrases are capped at 32 words and 4 KiB; longer ones are never matched, and no phrase or utterance
/// length makes the matcher recurse, so none can overflow the stack.
@Suite struct LongPhraseTests {
  static func matcher(with phrase: PhraseTemplate) -> PhraseMatcher {
    PhraseMatcher(apps: [
      AppPhrases(
        name: "Soup Chef",
        intents: [
          IntentPhrases(
            intent: "OrderSoup", phrases: [phrase, SoupChef.orderSoup],
            slots: SoupChef.parameters())
        ])
    ])
  }

  static func words(_ count: Int) -> String {
    (0..<count).map { "word\($0 % 50)" }.joined(separator: " ")
  }

  @Test func wordCountCountsWordsAndPlaceholders() throws {
    #expect(SoupChef.orderSoup.wordCount == 4)
    #expect(
      try PhraseTemplate(parsing: "Order ${soup} from ${applicationName}'s shop").wordCount == 6)
    #expect(try PhraseTemplate(parsing: "").wordCount == 0)
  }

  @Test func aFiveThousandWordPhraseIsIgnoredWithoutCrashing() throws {
    let phrase = try PhraseTemplate(parsing: Self.words(5_100) + " ${soup} from ${applicationName}")
    let matcher = Self.matcher(with: phrase)

    let best = try #require(matcher.bestMatch(for: "Order tomato soup from Soup Chef"))
    #expect(best.phrase == SoupChef.orderSoup)
    #expect(matcher.rank(Self.words(5_100) + " tomato soup from Soup Chef").isEmpty)
  }

  @Test func aPhraseAtTheCapStillMatches() throws {
    let phrase = try PhraseTemplate(
      parsing: Self.words(PhraseTemplate.maxWords - 2) + " ${soup} ${applicationName}")
    #expect(phrase.wordCount == PhraseTemplate.maxWords)
    let matcher = Self.matcher(with: phrase)

    let utterance = Self.words(PhraseTemplate.maxWords - 2) + " tomato soup Soup Chef"
    let best = try #require(matcher.bestMatch(for: utterance))
    #expect(best.phrase == phrase)
    #expect(best.score == 1)
  }

  @Test func aPhraseOverTheCapIsNeverMatched() throws {
    let phrase = try PhraseTemplate(
      parsing: Self.words(PhraseTemplate.maxWords - 1) + " ${soup} ${applicationName}")
    let matcher = Self.matcher(with: phrase)

    let utterance = Self.words(PhraseTemplate.maxWords - 1) + " tomato soup Soup Chef"
    #expect(matcher.rank(utterance).allSatisfy { $0.phrase != phrase })
  }

  @Test func theCapsAreTheLimitsTable() {
    #expect(PhraseTemplate.maxWords == InputLimits.maxPhraseWords)
    #expect(PhraseTemplate.maxBytes == InputLimits.maxPhraseBytes)
    #expect(PhraseMatcher.maxUtteranceWords == InputLimits.maxUtteranceWords)
    #expect(PhraseMatcher.maxUtteranceLength == InputLimits.maxUtteranceBytes)
  }

  @Test func aPhraseOverFourKiBIsNeverMatched() throws {
    // Within the word cap: 4 words, of 1,100 letters each.
    let long = String(repeating: "y", count: 1_100)
    let phrase = try PhraseTemplate(
      parsing: "Order \(long) \(long) \(long) \(long) ${soup} ${applicationName}")
    #expect(phrase.wordCount <= PhraseTemplate.maxWords)
    #expect(phrase.description.utf8.count > PhraseTemplate.maxBytes)
    #expect(!phrase.isWithinLimits)
    let matcher = Self.matcher(with: phrase)

    #expect(
      matcher.bestMatch(for: "Order tomato soup from Soup Chef")?.phrase == SoupChef.orderSoup)
    let utterance = "Order \(long) \(long) \(long) \(long) tomato soup Soup Chef"
    #expect(matcher.rank(utterance).allSatisfy { $0.phrase != phrase })
  }

  @Test func aPhraseAtFourKiBStillMatches() throws {
    let head = "Order ${soup} ${applicationName} "
    let phrase = try PhraseTemplate(
      parsing: head + String(repeating: "y", count: PhraseTemplate.maxBytes - head.utf8.count))
    #expect(phrase.description.utf8.count == PhraseTemplate.maxBytes)
    #expect(phrase.isWithinLimits)
  }

  @Test func theLongestUtteranceAgainstTheLongestPhraseRunsOnASmallStack() async throws {
    // A thread with a 128 KiB stack: the matcher's fixed call depth takes about 60 KiB in a
    // debug build (its solver's frames are large there); one that recursed per word (a few
    // hundred bytes a word, 150 words, on top of that) would overflow it.
    let phrase = try PhraseTemplate(
      parsing: Self.words(PhraseTemplate.maxWords - 2) + " ${soup} ${applicationName}")
    let utterance =
      Self.words(PhraseMatcher.maxUtteranceWords - 5) + " tomato soup Soup Chef"
    let matcher = Self.matcher(with: phrase)
    let ranked = await SmallStack.run(stackSize: 128 * 1024) { matcher.rank(utterance) }
    #expect(ranked.count <= 1)
  }
}
