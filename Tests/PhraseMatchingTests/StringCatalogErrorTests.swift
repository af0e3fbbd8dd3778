import PhraseMatching
import Testing

/// A malformed String Catalog is an error at the offending character, saying what was expected
/// and what was found.
@Suite struct StringCatalogErrorTests {
  static func error(in text: String) -> StringCatalogError? {
    do {
      _ = try StringCatalog(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func aTrailingCommaIsAnErrorAtItsPosition() {
    #expect(
      Self.error(in: "{\n  \"sourceLanguage\" : \"en\",\n}")
        == StringCatalogError(
          line: 2, column: 26, message: "this ',' is followed by '}': JSON allows no trailing comma"
        ))
    #expect(
      Self.error(in: #"{"strings": [1, 2,]}"#)
        == StringCatalogError(
          line: 1, column: 18, message: "this ',' is followed by ']': JSON allows no trailing comma"
        ))
  }

  @Test func aMissingCommaNamesTheMemberBeforeIt() {
    #expect(
      Self.error(in: #"{"Buy a ${applicationName} day pass" : {} ]"#)
        == StringCatalogError(
          line: 1, column: 43,
          message:
            "expected ',' or '}' after the value of “Buy a ${applicationName} day pass”, found ']'"
        ))
    #expect(
      Self.error(in: "{\"values\" : [\n  \"Buy\"\n  \"Purchase\"\n]}")
        == StringCatalogError(
          line: 3, column: 3,
          message: "expected ',' or ']' after element 1 of “values”, found '\"'"))
  }

  @Test func longNamesAreCutShortInMessages() {
    let name = String(repeating: "word ", count: 20)
    #expect(
      Self.error(in: "{\"\(name)\" 1}")?.message
        == "expected ':' after the member name “\(name.prefix(39))…”, found '1'")
  }

  @Test(arguments: [
    ("", 1, 1, "expected a value, found the end of the file"),
    ("// comment\n{}", 1, 1, "expected a value, found '/'"),
    ("{} {}", 1, 4, "expected the end of the file after the JSON value, found '{'"),
    (#"{"a" 1}"#, 1, 6, "expected ':' after the member name “a”, found '1'"),
    (
      "{a: 1}", 1, 2,
      "expected '\"' to start a member name or '}' to end the object, found 'a'"
    ),
    (#"{"a": 1, 2}"#, 1, 10, "expected '\"' to start a member name after ',', found '2'"),
    (#"{"a": }"#, 1, 7, "expected a value for “a”, found '}'"),
    (#"{"a": [1, }"#, 1, 11, "expected a value in the array, found '}'"),
    (#"{"a": 1"#, 1, 8, "expected ',' or '}' after the value of “a”, found the end of the file"),
    ("{\"a\": 1\u{A0}}", 1, 8, "expected ',' or '}' after the value of “a”, found U+00A0"),
    (
      #"{"sourceLanguage": en}"#, 1, 20,
      "expected a value for “sourceLanguage”, found 'en' (text goes between '\"')"
    ),
    (#"{"a": True}"#, 1, 7, "expected a value for “a”, found 'True' (text goes between '\"')"),
    ("{\"a\": 1,\n \"a\": 2}", 2, 2, "“a” appears twice in this object (first at 1:2)"),
  ])
  func syntaxErrorsNameLineColumnAndWhatWasExpected(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(
      Self.error(in: text) == StringCatalogError(line: line, column: column, message: message))
  }

  @Test(arguments: [
    (#"{"a": "b"#, 1, 7, "this string is never closed with '\"'"),
    ("{\"a\": \"b\n\"}", 1, 7, "this string is not closed with '\"' before the end of its line"),
    ("{\"a\": \"b\tc\"}", 1, 9, "a tab inside a string must be written as \\t"),
    (
      "{\"a\": \"b\u{1}\"}", 1, 9,
      "control character U+0001 inside a string must be written as \\u0001"
    ),
    (
      #"{"a": "\q"}"#, 1, 8,
      #"unknown escape '\q'; JSON has \" \\ \/ \b \f \n \r \t and \u"#
    ),
    (#"{"a": "\u12G4"}"#, 1, 12, #"expected four hex digits after '\u', found 'G'"#),
    (
      #"{"a": "\uD83Dx"}"#, 1, 8,
      #"'\uD83D' is the first half of a UTF-16 surrogate pair; expected its second half ('\uDC00' to '\uDFFF') right after it"#
    ),
    (
      #"{"a": "\ud83d\u0041"}"#, 1, 8,
      #"'\uD83D' is the first half of a UTF-16 surrogate pair; expected its second half ('\uDC00' to '\uDFFF') right after it"#
    ),
    (
      #"{"a": "x\uDE00"}"#, 1, 9,
      #"'\uDE00' is the second half of a UTF-16 surrogate pair, without a first half"#
    ),
  ])
  func stringErrorsPointAtTheirCharacter(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(
      Self.error(in: text) == StringCatalogError(line: line, column: column, message: message))
  }

  @Test(arguments: [
    (#"{"a": 01}"#, 1, 8, "a number cannot start with '0' followed by more digits"),
    (#"{"a": -}"#, 1, 8, "expected a digit after '-', found '}'"),
    (#"{"a": 1.}"#, 1, 9, "expected a digit after '.' in a number, found '}'"),
    (#"{"a": 1e+}"#, 1, 10, "expected a digit in the number's exponent, found '}'"),
    (#"{"a": .5}"#, 1, 7, "expected a value for “a”, found '.'"),
  ])
  func numberErrorsPointAtTheirCharacter(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(
      Self.error(in: text) == StringCatalogError(line: line, column: column, message: message))
  }

  @Test func columnsCountCharactersAndCRLFIsOneLineBreak() {
    // 🏔️ (two scalars) and a decomposed é (two scalars) take one column each.
    #expect(
      Self.error(in: "{\"🏔️ e\u{301}\": 1 x}")
        == StringCatalogError(
          line: 1, column: 11, message: "expected ',' or '}' after the value of “🏔️ é”, found 'x'"))
    #expect(Self.error(in: "{\r\n  \"a\" : 1\r\n  x}")?.line == 3)
    #expect(Self.error(in: "{\r\n  \"a\" : 1\r\n  x}")?.column == 3)
  }

  @Test func nestingDeeperThan32IsAnErrorAtTheBracket() {
    // The catalog's object and 32 arrays: the last array is the 33rd level.
    let text =
      "{\"x\":" + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "}"
    #expect(
      Self.error(in: text)
        == StringCatalogError(
          line: 1, column: 37, message: "objects and arrays are nested more than 32 deep here"))
    // Far deeper input stops at the same place, without running the stack out.
    #expect(Self.error(in: "{\"x\":" + String(repeating: "[", count: 100_000))?.column == 37)
  }

  /// A catalog whose one entry "k" has `localization` as its "en" localization, on line 2.
  static func english(_ localization: String) -> String {
    "{\"strings\": {\"k\": {\"localizations\": {\"en\":\n\(localization)\n}}}}"
  }

  @Test(arguments: [
    ("[]", 1, 1, "a String Catalog must be a JSON object ('{ … }'), found an array"),
    (#"{"sourceLanguage": 1}"#, 1, 20, "“sourceLanguage” must be a string, found a number"),
    (#"{"strings": []}"#, 1, 13, "“strings” must be an object, found an array"),
    (#"{"strings": {"k": "v"}}"#, 1, 19, "the entry “k” must be an object, found a string"),
    (
      #"{"strings": {"k": {"localizations": []}}}"#, 1, 37,
      "“localizations” of “k” must be an object, found an array"
    ),
    (english("\"x\""), 2, 1, "the “en” localization of “k” must be an object, found a string"),
    (
      english(#"{"stringSet": []}"#), 2, 15,
      "“stringSet” in the “en” localization of “k” must be an object, found an array"
    ),
    (
      english(#"{"stringSet": {"values": "Buy"}}"#), 2, 26,
      "“values” in the “en” localization of “k” must be an array of strings, found a string"
    ),
    (
      english(#"{"stringSet": {"values": ["Buy", 3]}}"#), 2, 34,
      "every element of “values” in the “en” localization of “k” must be a string, found a number"
    ),
    (
      english(#"{"stringUnit": "Buy"}"#), 2, 16,
      "“stringUnit” in the “en” localization of “k” must be an object, found a string"
    ),
    (
      english(#"{"stringUnit": {"value": null}}"#), 2, 26,
      "“value” of the “stringUnit” in the “en” localization of “k” must be a string, found null"
    ),
  ])
  func wrongTypesAreErrorsWhereTheValueIs(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(
      Self.error(in: text) == StringCatalogError(line: line, column: column, message: message))
  }
}
