import Testing
import TextLayout

@Suite struct TextWrappingTests {
  @Test(arguments: [
    ("abc", 3),
    ("", 0),
    ("漢字", 4),
    ("한국어", 6),
    ("ひらがな", 8),
    ("Ｓｏｕｐ", 8),
    ("🍲", 2),
    ("Soup 🍲", 7),
    ("e\u{301}", 1),
    ("tab\there", 8),
    ("esc\u{1B}[2J", 7),
    ("Café", 4),
  ])
  func displayWidthCountsColumns(text: String, width: Int) {
    #expect(TextWrapping.displayWidth(text) == width)
  }

  @Test func displayWidthOfCharacters() {
    #expect(TextWrapping.displayWidth(of: "a") == 1)
    #expect(TextWrapping.displayWidth(of: "漢") == 2)
    // Control characters count at the width of their inert stand-ins (␇, \u{9B}).
    #expect(TextWrapping.displayWidth(of: "\u{7}") == 1)
    #expect(TextWrapping.displayWidth(of: "\u{9B}") == 6)
    #expect(TextWrapping.displayWidth(of: "\u{301}") == 0)
  }

  @Test func wrappedLinesAreInert() {
    #expect(
      TextWrapping.wrap("Soup\u{1B}]0;pwned\u{7} time\r\nnext", width: 40)
        == ["Soup␛]0;pwned␇ time", "next"])
  }

  @Test func wrapBreaksBetweenWords() {
    #expect(
      TextWrapping.wrap("Order clam chowder from Soup Chef", width: 12)
        == ["Order clam", "chowder from", "Soup Chef"])
  }

  @Test func textThatFitsIsOneLine() {
    #expect(TextWrapping.wrap("Tomato Soup", width: 11) == ["Tomato Soup"])
    #expect(TextWrapping.wrap("Tomato Soup", width: 80) == ["Tomato Soup"])
  }

  @Test func wrapBreaksWordsLongerThanALine() {
    #expect(TextWrapping.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrapping.wrap("aa bbbbbbbbb c", width: 4) == ["aa", "bbbb", "bbbb", "b c"])
  }

  @Test func wrapMeasuresWideCharacters() {
    #expect(TextWrapping.wrap("漢字漢字漢", width: 4) == ["漢字", "漢字", "漢"])
    #expect(TextWrapping.wrap("スープ を 注文", width: 6) == ["スープ", "を", "注文"])
  }

  @Test func wideCharacterWiderThanTheLineStillGoesOnALine() {
    let lines = TextWrapping.wrap("漢字", width: 1)
    #expect(lines.prefix(2) == ["漢", "字"])
    #expect(lines == ["漢", "字"])
  }

  @Test func wrapKeepsExplicitLineBreaks() {
    #expect(TextWrapping.wrap("Soup\nChef", width: 20) == ["Soup", "Chef"])
    #expect(TextWrapping.wrap("a\n\nb", width: 20) == ["a", "", "b"])
  }

  @Test func wrapCollapsesRunsOfSpaces() {
    #expect(TextWrapping.wrap("  two   spaces ", width: 20) == ["two spaces"])
  }

  @Test func preformattedLinesThatFitKeepTheirColumns() {
    let table = "  order   exact     0\n  soup    typo     50 "
    #expect(
      TextWrapping.wrap(table, width: 30, keepsSpacing: true) == [
        "  order   exact     0", "  soup    typo     50",
      ])
    // A line too wide for the width is wrapped as any other.
    #expect(
      TextWrapping.wrap("a   b   c", width: 5, keepsSpacing: true) == ["a b c"])
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect(TextWrapping.wrap("", width: 10) == [""])
  }

  @Test func widthBelowOneIsTreatedAsOne() {
    #expect(TextWrapping.wrap("abc", width: 0) == ["a", "b", "c"])
    #expect(TextWrapping.wrap("ab", width: -5) == ["a", "b"])
  }

  @Test func everyWrappedLineFitsTheWidth() {
    let text =
      "Your total is $9.25. Your New England Clam Chowder order will be ready in 10 minutes."
    for width in 1...40 {
      let lines = TextWrapping.wrap(text, width: width)
      #expect(lines.allSatisfy { TextWrapping.displayWidth($0) <= width }, "width \(width)")
      #expect(
        lines.joined(separator: " ").split(separator: " ").joined()
          == text.split(separator: " ").joined())
    }
  }
}
