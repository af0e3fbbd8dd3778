import Testing
import TextSafety

@Suite struct SwiftStringLiteralTests {
  @Test func anOrdinaryPathIsQuotedAsItIs() {
    #expect(SwiftStringLiteral.quote("/home/me/SiriSim") == #""/home/me/SiriSim""#)
    #expect(SwiftStringLiteral.quote("/tmp/with space/Café") == #""/tmp/with space/Café""#)
  }

  /// Bug R2: a folder named `q"b\x$(id)` ended the literal in the generated Package.swift.
  @Test func quotesBackslashesAndNewlinesCannotEndTheLiteral() {
    #expect(SwiftStringLiteral.quote(#"/tmp/q"b\x$(id)"#) == #""/tmp/q\"b\\x$(id)""#)
    #expect(SwiftStringLiteral.quote(#"a\(exit(1))"#) == #""a\\(exit(1))""#)
    #expect(SwiftStringLiteral.quote("a\nb\r\tc\0") == #""a\nb\r\tc\0""#)
    #expect(SwiftStringLiteral.quote("\u{1B}[31m\u{7F}") == #""\u{1B}[31m\u{7F}""#)
    #expect(SwiftStringLiteral.quote("x\u{202E}y\u{2028}") == #""x\u{202E}y\u{2028}""#)
  }

  /// The literal is one line with no bare quote or backslash inside it but escapes.
  @Test func theLiteralIsOneLineWithEveryQuoteEscaped() {
    let literal = SwiftStringLiteral.quote("a\"\n\"\\\"b\u{85}")
    #expect(!literal.contains("\n"))
    #expect(literal == #""a\"\n\"\\\"b\u{85}""#)
  }
}
