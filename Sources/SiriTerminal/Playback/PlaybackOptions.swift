/// How `sirisim play` paces a transcript and where it shows it.
package struct PlaybackOptions: Sendable, Equatable {
  /// How fast the person types.
  package var charactersPerSecond: Double
  /// Seconds to wait before each input and at the end; `nil` waits for a key instead (only on
  /// a terminal).
  package var autoDelay: Double?
  /// The screen's size.
  package var size: TerminalSize
  /// The terminal type curses draws for.
  package var terminalType: String

  /// The default typing speed, about a quick typist's.
  package static let standardSpeed = 14.0

  /// Creates options.
  package init(
    charactersPerSecond: Double = PlaybackOptions.standardSpeed, autoDelay: Double? = nil,
    size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    terminalType: String = "xterm-256color"
  ) {
    self.charactersPerSecond = max(1, charactersPerSecond)
    self.autoDelay = autoDelay.map { max(0, $0) }
    self.size = size
    self.terminalType = terminalType
  }
}
