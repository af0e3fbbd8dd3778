import ConversationRuntime
import ConversationTestSupport
import PlainConversation
import Testing

/// Plain mode on a terminal follows a miss with a pointer to `:why`, outside the conversation:
/// Siri's words, and so a transcript, stay as they were.
@Suite struct WhyPointerTests {
  @Test func aMissIsFollowedByThePointerOnATerminal() async {
    let session = await SoupChefSession(lines: ["What's the weather", "Soup Chef"])
    let frontEnd = PlainFrontEnd(
      input: session.input, output: session.output, echoInput: true)
    var outcomes: [ConversationOutcome] = []
    await PlainSession(
      runtime: session.runtime, frontEnd: frontEnd, whyPointerOutput: session.output
    )
    .run { outcomes.append($0) }

    #expect(outcomes == [.notUnderstood, .openedApp(app: "Soup Chef")])
    let lines = session.output.lines
    #expect(lines.filter { $0 == PlainSession.whyPointer }.count == 1, "once, after the miss only")
    let pointer = lines.firstIndex(of: PlainSession.whyPointer) ?? 0
    #expect(lines[..<pointer].contains { $0.hasPrefix("Siri: ") }, "after Siri's answer")
    #expect(lines[pointer...].contains("You: Soup Chef"), "before the next turn")
  }

  @Test func withoutATerminalThereIsNoPointer() async {
    let session = await SoupChefSession(lines: ["What's the weather"])
    await session.runPlain()
    #expect(!session.output.lines.contains(PlainSession.whyPointer))
    #expect(!session.output.lines.contains { $0.contains(":why") })
  }
}
