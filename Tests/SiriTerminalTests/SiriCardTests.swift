import ConversationRuntime
import ConversationTestSupport
import SiriTerminal
import TerminalTestSupport
import Testing

/// Siri's card in a confirmation pane: one surface (the pane's border, no box inside it), as
/// wide as its text, with no "¤" glyph; and a pane resting near the key hints on a tall screen.
@Suite(.timeLimit(.minutes(1)))
struct SiriCardTests {
  static func bookOrder(size: TerminalSize) async -> ScriptedTerminal {
    var ui = await ScriptedTerminal(
      runtime: BookLibraryFixture.make(libraryOnly: true).runtime, size: size)
    await ui.say("Buy Dune from Book Library")
    ui.type("2")
    ui.press(.enter)
    await ui.settle()
    return ui
  }

  @Test func theCardIsOneSurfaceFittedToItsTextWithoutTheCartGlyph() async {
    let ui = await Self.bookOrder(size: TerminalSize(columns: 80, rows: 24))
    guard case .confirmation = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    let text = ui.frame.text
    #expect(text.contains("│ Order"))
    #expect(!text.contains("¤"))
    #expect(!text.contains("│ ┌"), "no box inside the pane")
    let top = text.split(separator: "\n").first { $0.contains("┌─ Book Library") } ?? ""
    #expect(top.trimmingCharacters(in: .whitespaces).count <= 44, "fitted, not 56 wide")
  }

  @Test func onATallScreenThePaneRestsOnTheKeyHints() async {
    let size = TerminalSize(columns: 160, rows: 48)
    let ui = await Self.bookOrder(size: size)
    let frame = ui.frame
    let bottom = (0..<size.rows).last { frame.rowText($0).contains("└") }
    #expect(bottom == size.rows - 2)
  }

  @Test func theTranscriptsCardAfterTheAnswerIsOneBoxFittedToItsText() async {
    var ui = await Self.bookOrder(size: TerminalSize(columns: 80, rows: 24))
    ui.press(.enter)
    await ui.settle()
    let lines = ui.frame.text.split(separator: "\n").map(String.init)
    #expect(!lines.contains { $0.contains("¤") })
    #expect(lines.contains { $0.contains("│ ✓ Order Placed │") })
  }
}
