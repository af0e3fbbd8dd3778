/// How a curses session ended, and what was said.
public struct TerminalSessionResult: Sendable, Equatable {
  /// The scrollback when the UI closed.
  public var scrollback: Scrollback
  /// The signal that ended the session (SIGINT, SIGTERM, SIGHUP), if one did; Ctrl-C, which
  /// the UI reads as a key, is SIGINT.
  public var signal: Int32?

  /// The input line's history when the UI closed, oldest first.
  public var history: [String]
  /// Why the history could not be kept, if it could not.
  public var historyProblem: String?

  /// Creates a result.
  public init(scrollback: Scrollback, signal: Int32?, history: [String] = []) {
    self.scrollback = scrollback
    self.signal = signal
    self.history = history
  }

  /// The scrollback as plain lines, for the normal screen after the UI closed.
  public var plainLines: [String] {
    scrollback.plainLines
  }
}
