import PhraseMatching
import Testing

@Suite struct StringsFileTests {
  @Test func readsEntriesWithCommentsAndPositions() throws {
    let text = """
      /* Soup Chef */
      "Order ${applicationName}" = "Commander sur ${applicationName}";
      // a line comment
        "Order ${soup} from ${applicationName}"="Commander ${soup} chez ${applicationName}" ;
      """
    let file = try StringsFile(parsing: text)
    #expect(
      file.entries.map(\.key) == [
        "Order ${applicationName}", "Order ${soup} from ${applicationName}",
      ])
    #expect(file["Order ${applicationName}"] == "Commander sur ${applicationName}")
    #expect(file.entries[0].line == 2)
    #expect(file.entries[0].column == 1)
    #expect(file.entries[1].line == 4)
    #expect(file.entries[1].column == 3)
  }

  @Test func decodesEscapes() throws {
    let file = try StringsFile(parsing: #""a\"b" = "tab\there\nline \U00E9 \\";"#)
    #expect(file.entries.first?.key == "a\"b")
    #expect(file.entries.first?.value == "tab\there\nline é \\")
  }

  @Test func lastDuplicateKeyWins() throws {
    let file = try StringsFile(parsing: #""k" = "one"; "k" = "two";"#)
    #expect(file["k"] == "two")
    #expect(file.entries.count == 2)
  }

  @Test func emptyFileAndByteOrderMarkAreFine() throws {
    #expect(try StringsFile(parsing: "").entries.isEmpty)
    #expect(try StringsFile(parsing: "\u{FEFF}\"a\" = \"b\";")["a"] == "b")
  }

  @Test(arguments: [
    (#""a" = "b""#, 1, 10, "expected ';' after the value, found the end of the file"),
    ("\"a\" = \"b\";\n\"c\" \"d\";", 2, 4, "expected '=' after the key, found '\"'"),
    (#""a" = b;"#, 1, 7, "expected '\"' to start the value, found 'b'"),
    ("x = \"b\";", 1, 1, "expected '\"' to start a key, found 'x'"),
    ("\"a\" = \"b;\n", 1, 7, "this value is never closed with '\"'"),
    ("/* open\n\"a\" = \"b\";", 1, 1, "this comment is never closed with '*/'"),
    (#""a" = "\q";"#, 1, 10, "unknown escape '\\q'"),
    (#""a" = "\U12";"#, 1, 12, "expected four hex digits after '\\U'"),
  ])
  func malformedFilesNameLineColumnAndWhatWasExpected(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(throws: StringsFileError(line: line, column: column, message: message)) {
      try StringsFile(parsing: text)
    }
  }

  @Test func errorDescriptionIsLineColumnMessage() {
    let error = StringsFileError(line: 3, column: 7, message: "expected ';' after the value")
    #expect(error.description == "3:7: expected ';' after the value")
  }
}
