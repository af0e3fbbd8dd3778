import PhraseMatching
import Testing

@Suite struct TextNormalizerTests {
  @Test func tokensAreLowerCasedAndFolded() {
    #expect(TextNormalizer.tokens("Órder CRÈME Brûlée") == ["order", "creme", "brulee"])
    #expect(TextNormalizer.tokens("Ｓｏｕｐ Ｃｈｅｆ") == ["soup", "chef"])
    #expect(TextNormalizer.tokens("Straße") == ["strasse"])
  }

  @Test func punctuationAndQuotesSeparateWords() {
    #expect(
      TextNormalizer.tokens("“Chicken-noodle” soup, please!") == [
        "chicken", "noodle", "soup", "please",
      ])
    #expect(TextNormalizer.tokens("'tomato' \"soup\" (now)") == ["tomato", "soup", "now"])
  }

  @Test func apostropheSIsRemovedAndInnerApostrophesDropped() {
    #expect(TextNormalizer.tokens("Soup Chef's menu") == ["soup", "chef", "menu"])
    #expect(TextNormalizer.tokens("Soup Chef’S") == ["soup", "chef"])
    #expect(TextNormalizer.tokens("don't") == ["dont"])
    #expect(TextNormalizer.tokens("the chefs' table") == ["the", "chefs", "table"])
    #expect(TextNormalizer.tokens("Chef'salad") == ["chefsalad"])
  }

  @Test func emojiAreDropped() {
    #expect(TextNormalizer.tokens("I ❤️ soup🍲👍🏽 1️⃣ #️⃣ 🇫🇷!") == ["i", "soup"])
  }

  @Test func digitsKeepDecimalAndThousandsSeparators() {
    #expect(
      TextNormalizer.tokens("3.5 kg, 1,000 bowls. 21st") == ["3.5", "kg", "1,000", "bowls", "21st"])
    #expect(TextNormalizer.tokens("a.b 1. 2") == ["a", "b", "1", "2"])
  }

  @Test func controlCharactersSeparateWords() {
    #expect(
      TextNormalizer.tokens("order\u{0}soup\u{7}chef\u{1B}now\u{202E}please") == [
        "order", "soup", "chef", "now", "please",
      ])
  }

  @Test func nonLatinLettersAreKept() {
    #expect(TextNormalizer.tokens("汤 Суп") == ["汤", "суп"])
  }

  @Test func normalizedJoinsTokensWithOneSpace() {
    #expect(TextNormalizer.normalized("  Hello,   World!  ") == "hello world")
    #expect(TextNormalizer.normalized("") == "")
    #expect(TextNormalizer.normalized("🍲 …") == "")
  }
}
