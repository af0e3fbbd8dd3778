import StrictJSON
import Testing

/// The one strict JSON reader, as String Catalogs and JSON replies use it.
@Suite struct JSONReaderTests {
  static func read(
    _ text: String, endOfText: String = "the end of the file", repeats: Bool = false
  ) throws(JSONSyntaxError) -> PositionedJSON {
    var reader = JSONReader(text: text, endOfText: endOfText, allowsRepeatedMembers: repeats)
    return try reader.parseDocument()
  }

  static func error(_ text: String, endOfText: String = "the end of the file") -> JSONSyntaxError? {
    do {
      _ = try read(text, endOfText: endOfText)
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesKeepWhereTheyStart() throws {
    let document = try Self.read("{\n  \"a\" : [1, \"x\"],\n  \"b\" : true\n}")
    let a = try #require(document.member("a"))
    #expect((a.line, a.column) == (2, 9))
    guard case .array(let elements) = a.value else {
      Issue.record("expected an array")
      return
    }
    #expect((elements[1].line, elements[1].column) == (2, 13))
    #expect(document.member("b")?.kind == "true")
  }

  @Test func numbersStayAsWritten() throws {
    guard case .number(let written) = try Self.read("-1.50e+3").value else {
      Issue.record("expected a number")
      return
    }
    #expect(written == "-1.50e+3")
  }

  @Test func aRepeatedMemberIsAnErrorUnlessAllowed() throws {
    let text = #"{"b":1,"b":2}"#
    let error = try #require(Self.error(text))
    #expect((error.line, error.column) == (1, 8))
    #expect(error.message == "“b” appears twice in this object (first at 1:2)")
    guard case .number(let last) = try Self.read(text, repeats: true).member("b")?.value else {
      Issue.record("expected a number")
      return
    }
    #expect(last == "2")
  }

  @Test func theEndOfTheTextIsNamedAsTheCallerSays() throws {
    #expect(
      Self.error("{\"a\":1", endOfText: "the end of the line")?.message
        == "expected ',' or '}' after the value of “a”, found the end of the line")
    #expect(
      Self.error("[1,")?.message == "expected a value in the array, found the end of the file")
  }

  @Test func nestingIsCappedAtThirtyTwo() {
    let fine = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(Self.error(fine) == nil)
    let deep = String(repeating: "[", count: 10_000)
    #expect(Self.error(deep)?.message.contains("nested more than 32 deep") == true)
  }

  @Test func aTrailingCommaIsAnErrorAtTheComma() throws {
    let error = try #require(Self.error("[1,\n 2,\n]"))
    #expect((error.line, error.column) == (2, 3))
    #expect(error.message == "this ',' is followed by ']': JSON allows no trailing comma")
  }
}
