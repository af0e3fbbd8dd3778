@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import SiriTerminal
import Testing

struct ThemeTests {
  @Test func noColorAndDumbTerminalsAreMonochrome() {
    #expect(Theme.mode(environment: ["NO_COLOR": "1"], terminalHasColors: true) == .monochrome)
    #expect(Theme.mode(environment: ["TERM": "dumb"], terminalHasColors: true) == .monochrome)
    #expect(Theme.mode(environment: [:], terminalHasColors: false) == .monochrome)
    // An empty NO_COLOR does not count (no-color.org).
    #expect(Theme.mode(environment: ["NO_COLOR": ""], terminalHasColors: true) == .color)
    #expect(Theme.mode(environment: ["TERM": "xterm-256color"], terminalHasColors: true) == .color)
  }

  @Test func monochromeUsesNoColorAndStillMarksFocus() {
    let theme = Theme(mode: .monochrome)
    for role in CellRole.allCases {
      #expect(theme.style(for: role).foreground == nil)
      #expect(theme.style(for: role).background == nil)
    }
    #expect(theme.style(for: .selected).attributes.contains(.reverse))
    #expect(theme.style(for: .focusedButton).attributes.contains(.reverse))
    #expect(theme.style(for: .button).attributes != theme.style(for: .focusedButton).attributes)
  }

  @Test func colorThemeSetsPersonAndSiriApart() {
    let theme = Theme(mode: .color)
    #expect(theme.style(for: .userLabel) != theme.style(for: .siriLabel))
    #expect(theme.style(for: .selected).background != nil)
  }

  @Test func aFocusedCancelLooksUnlikeAFocusedOrderWithAndWithoutColor() {
    for mode in [Theme.Mode.color, .monochrome] {
      let theme = Theme(mode: mode)
      #expect(theme.style(for: .focusedDeclineButton) != theme.style(for: .focusedButton))
      #expect(theme.style(for: .focusedDeclineButton) != theme.style(for: .button))
    }
  }

  @Test func theFocusedDeclineButtonTakesItsOwnRole() {
    let prompt = ConfirmationPrompt(
      app: "Soup Chef", text: "Ready to order?", confirmTitle: "Order", declineTitle: "Cancel",
      kind: .result)
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    state.isBusy = true
    _ = state.update(.prompt(1, .confirmation(prompt)))
    #expect(TerminalRenderer.render(state, size: state.size).roleMask.contains("U"))
    _ = state.update(.key(.tab))
    let mask = TerminalRenderer.render(state, size: state.size).roleMask
    #expect(mask.contains("X"))
    #expect(!mask.contains("U"))
  }

  @Test func aDestructiveActionsButtonIsMarkedAndRedUntilFocused() {
    let prompt = ConfirmationPrompt(
      app: "Lists", text: "Delete Groceries?", confirmTitle: "Delete", declineTitle: "Keep",
      kind: .action, isDestructive: true)
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Lists"])
    state.isBusy = true
    _ = state.update(.prompt(1, .confirmation(prompt)))
    _ = state.update(.key(.tab))  // the focus on Keep: Delete is drawn as a plain button
    let frame = TerminalRenderer.render(state, size: state.size)
    #expect(frame.text.contains("[ ⚠ Delete ]  ▸[ Keep ]"))
    #expect(frame.roleMask.contains("!"))
  }
}
