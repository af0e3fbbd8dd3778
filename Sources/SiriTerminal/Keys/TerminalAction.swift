/// What a key does, as the key map names it; `update` carries it out.
package enum TerminalAction: Sendable, Hashable {
  /// Send the input line to Siri, or run its `:` command.
  case send
  /// Show the line sent before (↑) or after (↓).
  case historyPrevious, historyNext
  /// Move the cursor in a text field.
  case moveLeft, moveRight, moveToStart, moveToEnd, moveWordLeft, moveWordRight
  /// Delete in a text field.
  case deleteBackward, deleteForward, killToEnd, killToStart, deleteWordBackward
  case deleteWordForward
  /// Put the tip shown in the empty input line into it, to edit or send.
  case acceptTip
  /// Complete the `:` command typed to the first one the list shows.
  case completeCommand
  /// Scroll the transcript (or the help) by a page.
  case scrollPageUp, scrollPageDown
  /// Jump to the transcript's first line, or back to following its newest lines.
  case scrollToTop, scrollToBottom
  /// Open or close the help pane.
  case openHelp, closeHelp
  /// Stop the running intent.
  case stopIntent
  /// Move the highlight in a list (or scroll the help by a line).
  case highlightPrevious, highlightNext
  /// Steps the number in a value pane up or down by one, within its range.
  case stepUp, stepDown
  /// Answer with what the pane holds: the highlighted row, the text typed, the focused button.
  case accept
  /// Cancel the question; the intent ends.
  case dismiss
  /// Move the focus between a confirmation's buttons.
  case focusNextButton, focusPreviousButton
  /// Start a new line in a multiline value pane (``MultilineField``).
  case newLine
  /// Typing text into the focused field; listed for hints, never looked up.
  case typeText
  /// Undo what the last undoable intent did (`:undo`).
  case undo
  /// Show or hide what the typed words would do, under the input line.
  case togglePreview
  /// Repaint the screen.
  case redraw
  /// Leave SiriSim.
  case quit
}
