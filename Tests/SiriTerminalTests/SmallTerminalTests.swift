import ConversationRuntime
import SiriTerminal
import Testing

/// Typing into a terminal below ``TerminalSize/minimum``: the screen shows only its notice, but
/// the keys are kept (B12: they were dropped).
@Suite(.timeLimit(.minutes(1)))
struct SmallTerminalTests {
  static let small = TerminalSize(columns: 20, rows: 5)

  @Test func textTypedWhileTooSmallIsInTheLineAfterAResize() async {
    var ui = await SoupChefUI(size: Self.small)
    ui.type("Order tomato soup")
    #expect(ui.frame.text.contains("too small"))
    let frame = ui.resized(to: TerminalSize(columns: 80, rows: 24))
    #expect(ui.state.input.text == "Order tomato soup")
    #expect(frame.text.contains("Order tomato soup"))
  }

  @Test func enterWhileTooSmallSaysTheLineAndTheAnswerIsThereAfterAResize() async {
    var ui = await SoupChefUI(size: Self.small)
    await ui.say("Order tomato soup from Soup Chef")
    #expect(ui.state.scrollback.first == .utterance("Order tomato soup from Soup Chef"))
    let frame = ui.resized(to: TerminalSize(columns: 80, rows: 24))
    #expect(frame.text.contains("Order tomato soup from Soup Chef"))
    // Siri asked or answered: the turn went on, unseen, rather than being lost.
    #expect(ui.state.pane != nil || ui.state.scrollback.count > 1)
  }
}
