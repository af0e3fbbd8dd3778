import ConversationRuntime
import SiriTerminal
import Testing

/// The transcript printed after the UI closes ends where the person left: a question still open
/// at Ctrl-C is in it, with its card, and a note that it was left unanswered.
@Suite(.timeLimit(.minutes(1)))
struct QuitTranscriptTests {
  /// Soup Chef's order confirmation, open: "Your total is $3.75…" with its card.
  static func confirmation() async -> SoupChefUI {
    var ui = await SoupChefUI()
    await ui.say("Order tomato soup from Soup Chef")
    ui.type("ferry")
    ui.press(.enter)
    await ui.settle()
    return ui
  }

  @Test(arguments: [TerminalEvent.interrupted, .key(.control("c"))])
  func ctrlCAtTheConfirmationKeepsItsQuestionAndNotesTheOrderAbandoned(
    event: TerminalEvent
  ) async throws {
    var ui = await Self.confirmation()
    guard case .confirmation = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    ui.send(event)
    #expect(ui.state.hasQuit)
    let printed = ui.state.scrollback.plainLines
    let total = try #require(printed.firstIndex { $0.hasPrefix("Siri: Your total is $") })
    #expect(printed.dropFirst(total).contains { $0.contains("Tomato Soup") })
    #expect(printed.last == "(Abandoned: quit before “Order” was pressed; nothing was done.)")
  }

  @Test func quittingWithNoQuestionOpenAddsNoNote() async {
    var ui = await SoupChefUI()
    await ui.say(":apps")
    ui.send(.interrupted)
    #expect(!ui.state.scrollback.plainLines.contains { $0.hasPrefix("(Abandoned") })
  }
}
