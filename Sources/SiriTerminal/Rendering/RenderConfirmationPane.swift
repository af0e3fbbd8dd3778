import ConversationRuntime
import TextLayout

extension TerminalRenderer {
  /// A confirmation pane: the question, the snippet, and the two buttons.
  static func content(of pane: ConfirmationPane, width: Int) -> PaneContent {
    let top = TextWrapping.wrap(pane.prompt.text, width: width).map {
      StyledLine($0, .paneDialog)
    }
    let buttons = buttonLine(for: pane)
    // Typed words answer as in every front end; with none, Enter presses the focused button.
    let field = PickListLayout.field(
      pane.field, placeholder: "or type yes, no, or never mind", width: width,
      markerRole: pane.field.isEmpty ? .inactiveInputMarker : .paneFieldMarker)
    var body: [StyledLine] = []
    if let snippet = pane.prompt.snippet {
      // One surface: the pane's border is the card's, with a blank line under the question.
      // The card spreads to the width the question and the buttons give the pane.
      let others = (top + [buttons.line]).map(\.width).max() ?? 0
      body =
        [StyledLine()]
        + SnippetCard.styledLines(
          of: snippet, maxWidth: min(width, ScreenLayout.maximumSnippetWidth), atLeast: others)
    }
    let cursor: PaneContent.CursorPlace =
      pane.field.isEmpty
      ? .bottom(line: 1, column: buttons.cursorColumn)
      : .bottom(line: 2, column: field.cursorColumn)
    return PaneContent(
      title: pane.prompt.app, top: top, body: body,
      bottom: [StyledLine(), buttons.line, field.line],
      cursor: cursor, bodyTop: pane.snippetTop)
  }

  /// A button as drawn, "[ Order ]"; a destructive action's "[ ⚠ Delete ]".
  static func buttonLabel(_ button: ConfirmationPane.Button, of prompt: ConfirmationPrompt)
    -> String
  {
    guard button == .confirm else { return "[ \(prompt.declineTitle) ]" }
    guard prompt.isDestructive else { return "[ \(prompt.confirmTitle) ]" }
    return "[ \(PromptChoice.destructiveMarker) \(prompt.confirmTitle) ]"
  }

  /// The buttons, "[ Order ]  [ Cancel ]", the focused one marked with "▸"; none is while
  /// words are typed, since Enter then sends the words.
  static func buttonLine(for pane: ConfirmationPane) -> (line: StyledLine, cursorColumn: Int) {
    var spans: [StyledLine.Span] = []
    var cursorColumn = 0
    var column = 0
    for button in [ConfirmationPane.Button.confirm, .decline] {
      let focused = pane.focus == button && pane.field.isEmpty
      let marker = focused ? PickListLayout.highlightMarker : " "
      let focusedRole: CellRole = button == .confirm ? .focusedButton : .focusedDeclineButton
      spans.append(.init(marker, focused ? focusedRole : .plain))
      if focused { cursorColumn = column + 1 }
      let destructive = button == .confirm && pane.prompt.isDestructive
      let label = buttonLabel(button, of: pane.prompt)
      spans.append(.init(label, focused ? focusedRole : destructive ? .destructiveItem : .button))
      spans.append(.init("  ", .plain))
      column += 1 + TextWrapping.displayWidth(label) + 2
    }
    return (StyledLine(spans), cursorColumn)
  }
}
