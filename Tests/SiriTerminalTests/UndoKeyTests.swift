import SiriTerminal
import Testing

/// Ctrl-Z in the terminal UI is `:undo` (docs/status.md once said it wasn't supported).
@Suite(.timeLimit(.minutes(1)))
struct UndoKeyTests {
  @Test func ctrlZInTheConversationRunsUndo() async {
    var ui = await SoupChefUI()
    ui.press(.control("z"))
    await ui.settle()
    // Soup Chef registers no undo, so Siri says there is nothing to undo: the key ran `:undo`.
    #expect(ui.state.scrollback.contains(.notice("There's nothing to undo.", isError: false)))
  }
}
