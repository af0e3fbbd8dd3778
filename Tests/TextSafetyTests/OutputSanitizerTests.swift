import Testing
import TextSafety

@Suite struct OutputSanitizerTests {
  @Test func escapeSequencesPrintInert() {
    #expect(OutputSanitizer.line("Order \u{1B}]0;pwned\u{7} soup") == "Order ␛]0;pwned␇ soup")
    #expect(OutputSanitizer.line("\u{1B}[2J") == "␛[2J")
  }

  @Test func everyC0ControlHasAControlPicture() {
    for value in UInt32(0)...0x1F where value != 0x09 {
      let scalar = Unicode.Scalar(value)!
      let shown = OutputSanitizer.line(String(Character(scalar)))
      #expect(shown.unicodeScalars.first?.value == 0x2400 + value)
    }
    #expect(OutputSanitizer.line("a\tb") == "a b")
    #expect(OutputSanitizer.line("\u{7F}") == "␡")
  }

  @Test func c1ControlsAndBidiOverridesShowAsEscapes() {
    #expect(OutputSanitizer.line("\u{9B}31m") == "\\u{9B}31m")
    #expect(OutputSanitizer.line("abc\u{202E}fed") == "abc\\u{202E}fed")
    #expect(OutputSanitizer.line("\u{2066}x\u{2069}") == "\\u{2066}x\\u{2069}")
  }

  @Test func ordinaryTextIsUntouched() {
    let text = "Café 漢字 🍲 e\u{301} שלום ❤️ ‘quotes’ — ✓"
    #expect(OutputSanitizer.isInert(text))
    #expect(OutputSanitizer.line(text) == text)
  }

  @Test func aLineNeverSpansTwo() {
    #expect(OutputSanitizer.line("one\ntwo\r\nthree\rfour") == "one␊two␍␊three␍four")
  }

  @Test func linesSplitAtEveryLineBreak() {
    #expect(OutputSanitizer.lines("one\ntwo\r\nthree\rfour") == ["one", "two", "three", "four"])
    #expect(OutputSanitizer.lines("") == [""])
    #expect(OutputSanitizer.lines("a\u{1B}\n") == ["a␛", ""])
  }

  @Test func linesSplitAtUnicodeLineSeparatorsInOtherwiseInertText() {
    // U+2028 and U+2029 print as themselves in a line, but they break lines.
    #expect(OutputSanitizer.isInert("a\u{2028}b\u{2029}c"))
    #expect(OutputSanitizer.lines("a\u{2028}b\u{2029}c\nd") == ["a", "b", "c", "d"])
    #expect(OutputSanitizer.lines("a\u{202A}\nb") == ["a\\u{202A}", "b"])
  }

  @Test func jsonKeepsItsValueButEscapesWhatTerminalsActOn() {
    let json = "{\"text\":\"a\u{9B}2J\u{7F}\u{202E}b\",\"n\":1}"
    #expect(OutputSanitizer.json(json) == #"{"text":"a\u009b2J\u007f\u202eb","n":1}"#)
    #expect(OutputSanitizer.json(#"{"a":"\u001b"}"#) == #"{"a":"\u001b"}"#)
  }

  @Test func isInertSeesEveryReplacedCharacter() {
    for scalar in ["\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{202A}", "\u{2069}"] {
      #expect(!OutputSanitizer.isInert("ok" + scalar), "\(scalar.unicodeScalars.first!.value)")
    }
    for scalar in ["\u{A0}", "\u{2029}", "\u{2070}", "\u{200F}"] {
      #expect(OutputSanitizer.isInert("ok" + scalar))
    }
  }
}
