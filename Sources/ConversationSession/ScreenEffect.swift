/// What a `:` command does to a front end's screen beyond the lines it answers with, so a front
/// end acts on the effect and never needs to know which command it ran.
package enum ScreenEffect: Sendable, Equatable {
  /// Nothing: the command answers with lines alone.
  case none
  /// Opens the help page (`:help`).
  case showHelp
  /// Empties the scrollback (`:clear`).
  case clearScrollback
  /// Ends the session (`:quit`).
  case quit
  /// Sets voice-only mode, which the screen's header shows; `nil` switches it.
  case setVoiceOnly(Bool?)
  /// Starts or stops a recording, which needs the screen's size (`:record`).
  case recording
  /// Runs Siri's suggestion as a turn (`:suggestion`).
  case takeSuggestion

  /// Whether the screen alone carries the command out (`:help`, `:clear`, `:quit`): nothing
  /// runs through the runner the front ends share.
  package var isScreenOnly: Bool {
    switch self {
    case .showHelp, .clearScrollback, .quit: return true
    default: return false
    }
  }
}
