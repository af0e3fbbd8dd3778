import ConversationRuntime
import Foundation
import PlainConversation
import Testing

/// Input a hostile user or a broken script sends: it gets a clear answer, never a crash, and
/// nothing it holds reaches the terminal raw.
@Suite struct HostileInputTests {
  @Test func smallestIntAtASuggestionPromptIsAskedAgain() async {
    let session = await SoupChefSession(lines: ["Order Soup Chef", "-9223372036854775808"])
    let outcomes = await session.runPlain()

    #expect(outcomes == [.cancelled])
    #expect(
      session.output.lines.contains("Siri: I couldn't find “-9223372036854775808” in soup choices.")
    )
    #expect(session.output.lines.filter { $0 == "Siri: Which soup?" }.count == 2)
  }

  @Test func smallestIntInJSONModeIsAskedAgain() async {
    let session = await SoupChefSession(lines: ["Order Soup Chef", "-9223372036854775808"])
    let outcomes = await session.runJSON()

    #expect(outcomes == [.cancelled])
    #expect(session.output.lines.filter { $0.contains(#""retry":true"#) }.count == 1)
  }

  @Test func controlCharactersInWhatIsTypedAreDropped() async {
    let session = await SoupChefSession(lines: ["Order \u{1B}]0;pwned\u{7} soup from Soup Chef"])
    await session.runPlain()

    #expect(!session.output.text.contains("\u{1B}"))
    #expect(!session.output.text.contains("\u{7}"))
    #expect(session.output.lines.first == "You: Order ]0;pwned soup from Soup Chef")
  }

  @Test func escapeSequencesInPresetValuesPrintInert() async {
    let session = await SoupChefSession(lines: ["order"])
    let frontEnd = PlainFrontEnd(input: session.input, output: session.output, echoInput: true)
    await session.runtime.run(
      intentNamed: "OrderSoup",
      parameters: [
        ("soup", "tomato"), ("orderType", "delivery"), ("deliveryLocation", "\u{1B}[2J1 Main St"),
      ], with: frontEnd)

    // The runtime drops control characters before app code sees a value (`InputText`).
    #expect(!session.output.text.contains("\u{1B}"))
    #expect(session.output.text.contains("Delivery to [2J1 Main St"))
  }

  @Test func jsonOutputHoldsNoRawControls() async {
    let session = await SoupChefSession(lines: ["Order \u{9B}2J\u{202E} soup from Soup Chef"])
    await session.runJSON()

    for line in session.output.lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      #expect(!line.contains("\u{202E}"))
    }
    #expect(session.output.text.contains(#"2J\u202e soup"#))
  }

  @Test func overLongLineIsCutWithANotice() async {
    let long = String(repeating: "a", count: 70_000)
    let session = await SoupChefSession(lines: [long, "quit"])
    await session.runPlain()

    let echo = session.output.lines.first ?? ""
    #expect(echo.utf8.count == "You: ".utf8.count + 65_536)
    #expect(
      session.output.lines.dropFirst().first
        == "That line was longer than 64 KiB; its last 4464 bytes were dropped.")
  }

  @Test func overLongLineInJSONModeIsAnErrorEvent() async {
    let session = await SoupChefSession(lines: [String(repeating: "b", count: 65_537)])
    await session.runJSON()

    #expect(
      session.output.lines.first?.hasPrefix(#"{"event":"error","message":"That line"#) == true)
  }
}
