import ConversationRuntime
import SiriTerminal
import Testing

/// Keys typed while a pane is on its way go to that pane, in order, never half to the input
/// line.
@Suite(.timeLimit(.minutes(1)))
struct TypeaheadTests {
  @Test func keysTypedBeforeThePickListOpensGoToIt() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef for pickup")
    // The soup pick list: answer it, then type the store at once, before Siri asks.
    guard case .choice = ui.state.pane else {
      Issue.record("expected the soup pick list, got \(String(describing: ui.state.pane))")
      return
    }
    ui.press(.enter)
    #expect(ui.state.pane == nil)
    ui.type("civic")
    ui.press(.enter)
    #expect(ui.state.input.text == "")
    await ui.settle()
    // The held "civic" + Enter answered the store list; the next pane is the confirmation.
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.prompt.snippet.map { "\($0)" }?.contains("Civic Center") ?? true)
    #expect(ui.state.scrollback.contains(.answer("Civic Center")))
    #expect(
      !ui.state.scrollback.contains { entry in
        if case .utterance(let text) = entry { return text.contains("ivic") }
        return false
      })
    #expect(ui.state.input.text == "")
    #expect(ui.state.typeahead.isEmpty)
  }

  @Test func heldKeysShowInTheInputLineWhileSiriWorks() async {
    var ui = await SoupChefUI()
    ui.type("Order clam chowder from Soup Chef")
    ui.press(.enter)
    ui.type("man")
    ui.press(.backspace)
    #expect(ui.frame.rowText(22).contains("typed ahead: ma"))
    await ui.settle()
    // The pick list opened and took the keys as its filter.
    guard case .choice(let choice) = ui.state.pane else {
      Issue.record("expected the pick list")
      return
    }
    #expect(choice.list.field.text == "ma")
  }

  @Test func escapeKeepsTheTypedTextButDropsItsEnter() {
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    for character in "first" { _ = state.update(.key(.character(character))) }
    _ = state.update(.key(.enter))
    for character in "next" { _ = state.update(.key(.character(character))) }
    _ = state.update(.key(.enter))
    #expect(state.update(.key(.escape)) == [.cancelTurn])
    #expect(state.update(.turnFinished) == [])
    #expect(state.input.text == "next")
  }
}
