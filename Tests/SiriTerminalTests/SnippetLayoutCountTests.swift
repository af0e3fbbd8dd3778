import ConversationRuntime
import OpenAppIntents
import SiriTerminal
import Testing

/// The UI lays a snippet out once per width: not on every frame of the pane that shows it, and
/// not again when it moves into the transcript.
@Suite(.timeLimit(.minutes(1)))
struct SnippetLayoutCountTests {
  @Test func aConfirmationSnippetIsLaidOutOnceWhileItsPaneIsScrolledAndRedrawn() async throws {
    var ui = await SoupChefUI(size: TerminalSize(columns: 40, rows: 12))
    await ui.say("Order new england clam chowder from Soup Chef for pickup")
    await ui.answerUntilConfirmation()
    guard case .confirmation(let pane) = ui.state.pane else {
      Issue.record("no confirmation pane")
      return
    }
    let snippet = try #require(pane.prompt.snippet)
    _ = ui.frame
    let first = snippet.layouts.layoutCount
    #expect(first >= 1)
    for _ in 0..<8 {
      ui.press(.down)
      _ = ui.frame
    }
    #expect(snippet.layouts.layoutCount == first, "laid out again for a redraw")
  }
}
