import ConversationRuntime
import PlainConversation
import StrictJSON
import Testing

/// JSON mode's replies are checked by type and against the prompt; a reply that cannot answer
/// is an error that names the problem.
@Suite struct JSONReplyTests {
  static let soup = PlainReplyTests.soupPrompt
  static let store = PlainReplyTests.storePrompt
  static let order = PlainReplyTests.orderPrompt

  static func error(_ line: String, _ prompt: ConversationPrompt) -> String? {
    do {
      _ = try JSONReply.decode(line, to: prompt)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func confirmTakesOnlyABoolean() {
    #expect(
      Self.error(#"{"reply":"confirm","value":1}"#, Self.order)
        == "\"value\" must be true or false, not 1.")
    #expect(
      Self.error(#"{"reply":"confirm","value":"yes"}"#, Self.order)
        == "\"value\" must be true or false, not \"yes\".")
  }

  @Test func choiceTakesOnlyAWholeNumberInRange() {
    #expect(
      Self.error(#"{"reply":"choice","index":true}"#, Self.store)
        == "\"index\" must be a whole number from 0 to 1, not true.")
    #expect(
      Self.error(#"{"reply":"choice","index":1.5}"#, Self.store)
        == "\"index\" must be a whole number from 0 to 1, not 1.5.")
    #expect(
      Self.error(#"{"reply":"choice","index":2}"#, Self.store)
        == "\"index\" 2 is out of range: this prompt has 2 choices, numbered from 0 to 1.")
    #expect(Self.error(#"{"reply":"choice","index":-1}"#, Self.store) != nil)
    #expect(Self.error(#"{"reply":"choice","index":99999999999999999999}"#, Self.store) != nil)
    #expect((try? JSONReply.decode(#"{"reply":"choice","index":1}"#, to: Self.store)) == .choice(1))
  }

  @Test func confirmAtAPickListIsAnError() {
    #expect(
      Self.error(#"{"reply":"confirm","value":true}"#, Self.store)
        == "\"confirm\" answers a confirmation or a yes/no question; this prompt asks for a choice from a list."
    )
  }

  @Test func unknownAndMalformedRepliesAreErrors() {
    #expect(
      Self.error(#"{"reply":"chose","index":0}"#, Self.store)
        == "Unknown reply \"chose\": use \"text\", \"choice\", \"confirm\" or \"cancel\".")
    #expect(
      Self.error(#"{"reply":"cancel","now":true}"#, Self.store)
        == "A cancel reply has no member \"now\"; it takes \"reply\".")
    #expect(
      Self.error(#"{"text":"hi"}"#, Self.store)
        == "A reply object needs \"reply\": \"text\", \"choice\", \"confirm\" or \"cancel\".")
    #expect(
      Self.error(#"{"reply":"text"}"#, Self.store)
        == "A text reply needs \"text\": the words typed.")
    #expect(
      Self.error(#"{"reply":"choice","index":0"#, Self.store)
        == "Malformed JSON at column 28: expected ',' or '}' after the value of “index”, found the end of the line."
    )
    #expect(Self.error("{", Self.store) != nil)
  }

  @Test func plainLinesStayPlain() throws {
    #expect(try JSONReply.decode("[1]", to: Self.store) == .text("[1]"))
    #expect(try JSONReply.decode("cancel", to: Self.store) == .cancel)
  }

  @Test func utteranceObjectsAreChecked() throws {
    #expect(try JSONReply.utterance(in: #"{"utterance":"Order Soup Chef"}"#) == "Order Soup Chef")
    #expect(try JSONReply.utterance(in: "Order Soup Chef") == "Order Soup Chef")
    #expect(throws: JSONReplyError.self) { try JSONReply.utterance(in: #"{"utterance":7}"#) }
    #expect(throws: JSONReplyError.self) { try JSONReply.utterance(in: #"{"say":"hi"}"#) }
  }

  @Test func badReplyKeepsThePromptOpen() async {
    let session = await SoupChefSession(lines: [
      "Order clam chowder from Soup Chef", #"{"reply":"choice","index":true}"#,
      #"{"reply":"choice","index":1}"#, #"{"reply":"cancel"}"#,
    ])
    let outcomes = await session.runJSON()

    #expect(outcomes == [.cancelled])
    let lines = session.output.lines
    let error = lines.firstIndex { $0.hasPrefix(#"{"event":"error""#) }
    #expect(error != nil)
    // The same prompt was answered by the next line: no second soup prompt, then the store.
    let soupPrompts = lines.filter {
      $0.contains(#""event":"prompt""#) && $0.contains(#""parameter":"soup""#)
    }
    #expect(soupPrompts.count == 1)
    #expect(lines.contains { $0.contains(#""parameter":"storeLocation""#) })
  }
}

/// The JSON reader keeps types apart and rejects what RFC 8259 rejects.
@Suite struct JSONValueTests {
  @Test func typesStayApart() throws {
    #expect(try JSONValue(parsing: "1") == .integer(1))
    #expect(try JSONValue(parsing: "true") == .bool(true))
    #expect(try JSONValue(parsing: "1.0") == .number(1))
    #expect(try JSONValue(parsing: "-0") == .integer(0))
    #expect(try JSONValue(parsing: "1e2") == .number(100))
    #expect(try JSONValue(parsing: "9223372036854775808") == .number(9_223_372_036_854_775_808))
  }

  @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
    #expect(try JSONValue(parsing: #""a\n\u00e9\ud83c\udf72\/""#) == .string("a\né🍲/"))
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: #""\udc00""#) }
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\"a\u{1}\"") }
  }

  @Test(arguments: ["", "01", "1.", ".5", "+1", "[1,]", "{\"a\"}", "nul", "1 2", "\"", "-"])
  func malformedJSONIsRejected(_ text: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
  }

  @Test func nestingIsCapped() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: deep) }
    let fine = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(throws: Never.self) { try JSONValue(parsing: fine) }
  }

  @Test func objectsKeepTheirMembersInOrderAndRefuseADuplicate() throws {
    let value = try JSONValue(parsing: #"{"b":1,"a":[null,false]}"#)
    #expect(value["a"] == .array([.null, .bool(false)]))
    #expect(value["b"] == .integer(1))
    #expect(throws: (any Error).self) { try JSONValue(parsing: #"{"b":1,"a":[null],"b":2}"#) }
  }
}
