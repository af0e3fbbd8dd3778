import PhraseMatching
import Testing

/// A catalog phrase's characters map back to where they are written, JSON escapes included, so
/// a diagnostic about a phrase points at the file's own line and column.
@Suite struct StringCatalogPositionTests {
  /// The one phrase of a catalog whose phrase is written, quotes and all, at line 2, column 3.
  static func phrase(written: String) throws -> StringCatalog.Value {
    let text = """
      {"strings": {"k": {"localizations": {"en": {"stringSet": {"values": [
        \(written)
      ]}}}}}}
      """
    let catalog = try StringCatalog(parsing: text)
    return try #require(catalog.entries.first?.values(for: "en").first)
  }

  @Test func phrasePositionsCountEscapesAsWritten() throws {
    let value = try Self.phrase(written: #""a\"b\u00e9${x}""#)
    #expect((value.line, value.column) == (2, 3))
    #expect(value.value == "a\"bé${x}")
    #expect(value.position(ofValueCharacter: 0) == (2, 4))
    #expect(value.position(ofValueCharacter: 1) == (2, 5))
    #expect(value.position(ofValueCharacter: 2) == (2, 7))
    #expect(value.position(ofValueCharacter: 3) == (2, 8))
    #expect(value.position(ofValueCharacter: 4) == (2, 14))
    // Past the end: the closing quote.
    #expect(value.position(ofValueCharacter: 8) == (2, 18))
    #expect(value.position(ofValueCharacter: 100) == (2, 18))
    #expect(value.position(ofValueCharacter: -1) == (2, 4))
  }

  @Test func aSurrogatePairIsOneCharacterWrittenInTwelveColumns() throws {
    let value = try Self.phrase(written: #""\ud83c\udfd4 ${applicationName}""#)
    #expect(value.value == "🏔 ${applicationName}")
    #expect(value.position(ofValueCharacter: 1) == (2, 16))
    #expect(value.position(ofValueCharacter: 2) == (2, 17))
  }

  @Test func combiningMarksShareTheirCharactersColumn() throws {
    // A decomposed é written as itself is one column; written with an escape, seven.
    let literal = try Self.phrase(written: "\"e\u{301}x\"")
    #expect(literal.position(ofValueCharacter: 1) == (2, 5))
    let escaped = try Self.phrase(written: #""e\u0301x""#)
    #expect(escaped.value == "éx")
    #expect(escaped.position(ofValueCharacter: 1) == (2, 11))
  }

  @Test func aValueMadeInCodeIsTakenAsWrittenWithoutEscapes() {
    let value = StringCatalog.Value(value: "Buy ${x}", line: 3, column: 9)
    #expect(value.rawValue == "Buy ${x}")
    #expect(value.position(ofValueCharacter: 4) == (3, 14))
  }
}
