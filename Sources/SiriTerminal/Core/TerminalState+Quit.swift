import ConversationRuntime

extension TerminalState {
  /// Quits (Ctrl-C, Ctrl-D, a hang-up). A question still open goes into the scrollback, with
  /// its snippet, followed by a note that it was left unanswered: the scrollback printed
  /// after the UI closes ends where the person left, "Your total is $6.00…" and all.
  mutating func quit() -> [TerminalEffect] {
    if let pane {
      let note = Self.abandonedNote(for: pane)
      closePane()
      scrollback.append(.notice(note, isError: false))
    }
    hasQuit = true
    return [.quit]
  }

  /// What the scrollback says of a question left open at quitting.
  static func abandonedNote(for pane: Pane) -> String {
    if case .confirmation(let confirmation) = pane {
      return
        "(Abandoned: quit before “\(confirmation.prompt.confirmTitle)” was pressed; nothing was done.)"
    }
    return "(Abandoned: quit before answering; the intent did not finish.)"
  }
}
