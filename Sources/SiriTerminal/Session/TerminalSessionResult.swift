/// How a curses session ended, and what was said.
package struct TerminalSessionResult: Sendable, Equatable {
  /// The scrollback when the UI closed.
  package var scrollback: Scrollback
  /// The signal that ended the session (SIGINT, SIGTERM, SIGHUP), if one did; Ctrl-C, which
  /// the UI reads as a key, is SIGINT.
  package var signal: Int32?

  /// The input line's history when the UI closed, oldest first.
  package var history: [String]
  /// Why the history could not be kept, if it could not.
  package var historyProblem: String?
  /// Why the UI ended without the person quitting, if it did: it could not read its terminal
  /// (a background process group, reads that fail). The terminal was restored first.
  package var terminalProblem: String?

  /// Creates a result.
  package init(scrollback: Scrollback, signal: Int32?, history: [String] = []) {
    self.scrollback = scrollback
    self.signal = signal
    self.history = history
  }

  /// The scrollback as plain lines, for the normal screen after the UI closed.
  package var plainLines: [String] {
    scrollback.plainLines
  }
}
