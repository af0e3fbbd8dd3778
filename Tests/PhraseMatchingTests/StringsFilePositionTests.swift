import PhraseMatching
import Testing

/// A value's characters map back to where they are written, escapes and line breaks included,
/// so a diagnostic about a phrase points at the file's own line and column.
@Suite struct StringsFilePositionTests {
  @Test func valuePositionsCountEscapesAsWritten() throws {
    let file = try StringsFile(parsing: #""k" = "a\"b\U00e9${x}";"#)
    let entry = try #require(file.entries.first)
    #expect(entry.valueLine == 1)
    #expect(entry.valueColumn == 7)
    #expect(entry.value == "a\"bé${x}")
    #expect(entry.position(ofValueCharacter: 0) == (1, 8))
    #expect(entry.position(ofValueCharacter: 1) == (1, 9))
    #expect(entry.position(ofValueCharacter: 2) == (1, 11))
    #expect(entry.position(ofValueCharacter: 3) == (1, 12))
    #expect(entry.position(ofValueCharacter: 4) == (1, 18))
  }

  @Test func valuesSpanningLinesKeepTheirLines() throws {
    let file = try StringsFile(parsing: "\"k\" =\n  \"one\ntwo ${x\";")
    let entry = try #require(file.entries.first)
    #expect(entry.valueLine == 2)
    #expect(entry.valueColumn == 3)
    let placeholder = try #require(entry.value.range(of: "${x"))
    let template = entry.value.distance(from: entry.value.startIndex, to: placeholder.lowerBound)
    #expect(entry.position(ofValueCharacter: template) == (3, 5))
  }
}
