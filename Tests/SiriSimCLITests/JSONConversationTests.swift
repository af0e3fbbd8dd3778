import CLITestSupport
import Testing

/// `converse --json` and `run --json`: one JSON event a line out, one JSON reply a line in.
@Suite struct JSONConversationTests {
  @Test func promptsForASoupAndCancels() throws {
    let run = try sirisim().run(
      ["converse", "--json", "--now", now],
      input: typed(
        "Order clam chowder from Soup Chef", #"{"reply":"choice","index":0}"#,
        #"{"reply":"cancel"}"#))
    expectLines([#""event":"prompt""#, #""outcome":"cancelled""#], in: run.output)
  }

  @Test func refusesAMistypedReplyAndKeepsThePromptOpen() throws {
    let run = try sirisim().run(
      ["run", "OrderSoup", "soup=tomato", "--json", "--now", now],
      input: typed(
        #"{"reply":"confirm","value":1}"#, #"{"reply":"choice","index":0}"#,
        #"{"reply":"cancel"}"#))
    expectLines(
      [
        #"{"event":"error","message":"\"confirm\" answers a confirmation"#,
        #""event":"prompt","kind":"result""#,
      ], in: run.combined)
  }

  @Test func asksAgainForTheSmallestInt() throws {
    let run = try sirisim().run(
      ["converse", "--json", "--now", now], input: typed("Order Soup Chef", "-9223372036854775808"))
    #expect(run.status == 0)
    #expect(!run.combined.contains("\u{1B}"))
  }

  @Test func addsABookAskingItsAuthor() throws {
    let run = try sirisim().run(
      ["converse", "--json", "--now", now],
      input: typed(
        "Add a book to Book Library", #"{"reply":"text","text":"Darkness"}"#,
        #"{"reply":"text","text":"conrad"}"#))
    expectLines(
      [
        #""parameter":"authorName","parameterTitle":"Author Name""#,
        #""event":"appOpened","screen":"Heart of Darkness by Joseph Conrad""#,
      ], in: run.output)
  }

  @Test func keepsANulInAnAnswerFromTheApp() throws {
    let run = try sirisim().run(
      ["converse", "--json", "--now", now],
      input: typed(
        "Add a book to Book Library", #"{"reply":"text","text":"Suite Francaise"}"#,
        "Buy a book in Book Library", #"{"reply":"text","text":"Fran\u00e7aise\u0000"}"#,
        #"{"reply":"text","text":"1"}"#, #"{"reply":"confirm","value":true}"#))
    expectLines([#""text":"Thank you for your order!""#], in: run.output)
  }

  @Test func opensTrailsToLogInForASuggestion() throws {
    let run = try sirisim().run(
      ["run", "SuggestTrails", "--json", "--store", ":memory:", "--now", now],
      input: typed("hiking", "continue", "log in", #"{"reply":"choice","index":2}"#))
    expectLines(
      [
        #""confirm":"Continue","decline":"Cancel","event":"prompt","kind":"action""#,
        #""event":"appOpened","screen":"Trails — Near Me, Favorites, Browse""#,
      ], in: run.output)
  }

  @Test func explainsAMatchAsANotice() throws {
    let run = try sirisim().run(
      ["converse", "--json", "--now", now],
      input: typed(":why Get conditions on Half Dome Trail with Trails"))
    expectLines([#""event":"notice""#, "${trail}"], in: run.output)
  }
}
