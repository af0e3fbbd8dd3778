import PhraseMatching
import Testing

@Suite struct RobustnessTests {
  @Test func emptyStringGivesNoMatch() {
    #expect(SoupChef.matcher.rank("").isEmpty)
    #expect(PhraseMatcher(apps: []).rank("Order Soup Chef").isEmpty)
  }

  // Speed is measured by `swift run -c release sirisim-bench`, not here: these check results.
  @Test func tenThousandCharacterInputGivesNoMatch() {
    let inputs = [
      String(repeating: "order tomato soup from soup chef ", count: 300),
      "Order " + String(repeating: "x", count: 10_000) + " from Soup Chef",
      String(repeating: "é", count: 10_000),
      String(repeating: "🍲", count: 10_000),
    ]
    for input in inputs {
      #expect(SoupChef.matcher.rank(input).isEmpty)
    }
  }

  @Test func tooManyWordsGiveNoMatch() {
    let filler = Array(repeating: "please", count: PhraseMatcher.maxUtteranceWords).joined(
      separator: " ")
    #expect(SoupChef.matcher.rank(filler + " order soup chef").isEmpty)
    let longSoup =
      "Order " + Array(repeating: "tomato", count: 60).joined(separator: " ") + " from Soup Chef"
    #expect(SoupChef.matcher.rank(longSoup).isEmpty)
  }

  @Test func controlCharactersActAsSeparators() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order\u{0} tomato\u{7}soup\r\nfrom\tSoup Chef\u{7F}\u{1B}"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score == 1)
  }

  @Test(arguments: [
    "\u{301}\u{301}", "\u{FFFD}\u{FFFD}", "\u{202E}\u{202D}", "\u{200B}",
    "\u{FEFF}Order Soup Chef\u{FEFF}",
    String(decoding: [0xFF, 0xFE, 0x4F, 0x80, 0xC0], as: UTF8.self), "\u{10FFFF}\u{E000}",
    "’s ’s '",
    "$${}{applicationName}",
  ])
  func oddUnicodeDoesNotCrash(utterance: String) {
    for match in SoupChef.matcher.rank(utterance) {
      #expect((0...1).contains(match.score))
    }
    _ = TextNormalizer.normalized(utterance)
    _ = NumberWords.parse(utterance)
    _ = NumberWords.ordinal(utterance)
  }

  @Test func randomInputNeverCrashesAndKeepsInvariants() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = [
      "order", "Order", "soup", "chef", "Soup Chef", "from", "clam", "chowder", "tomato", "please",
      "hey siri",
      "'s", "’", "-", " ", "  ", ",", "!", "🍲", "👍🏽", "\u{301}", "\u{0}", "\n", "é", "Ｓ", "3.5",
      "to", "at", "for", "two", "make it", "without", "cheese", "pick", "up", "x3", "dozen",
      "1,000", "a", "the",
    ]
    for _ in 0..<600 {
      let utterance = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined(
        separator: next(2) == 0 ? " " : "")
      let ranked = SoupChef.matcher.rank(utterance)
      #expect(
        ranked.allSatisfy { (SoupChef.matcher.threshold...1).contains($0.score) }, "\(utterance)")
      #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
      for match in ranked {
        for slot in match.slots.values {
          #expect((0...1).contains(slot.score))
          #expect(!slot.text.isEmpty)
        }
      }
    }
  }
}
