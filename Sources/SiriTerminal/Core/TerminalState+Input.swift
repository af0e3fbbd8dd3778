import ConversationSession
import Foundation

extension TerminalState {
  /// What Tab or → puts in the input line for Siri's suggestion: the command that runs it.
  static let suggestionLine = ":suggestion"
  /// What Enter says on a confirmation with no button picked yet.
  static let noButtonFocused = "Pick a button first: Tab or ←/→, then Enter (or type yes or no)."

  /// Sends the input line: a `:` command runs here, an utterance goes to Siri.
  mutating func sendInput() -> [TerminalEffect] {
    let line = input.text.trimmingCharacters(in: .whitespaces)
    // An empty line sends nothing, even with a suggestion shown: Tab or → takes it first.
    guard !line.isEmpty else { return [] }
    if let command = SessionCommand(line: line) {
      return run(command, line: line)
    }
    guard !isTurnRunning else {
      flash = Flash("Siri is still answering. Esc stops her.", isError: true)
      return []
    }
    startTurn(line)
    return [.send(line)]
  }

  private mutating func startTurn(_ line: String) {
    pointsToWhy = false
    turnIsFromSuggestion = false
    history.record(line)
    input = LineEditor()
    scrollTop = nil
    scrollback.append(.utterance(line))
    isTurnRunning = true
    spinnerFrame = 0
  }

  /// Runs a `:` command: the screen's own (`:help`, `:clear`, `:quit`) here, the rest through
  /// the runner every front end shares. One that may start a turn (`:run`, `:suggestion`) runs
  /// as an utterance does, Siri busy until it ends; the others only answer with notices.
  mutating func run(_ command: SessionCommand, line: String) -> [TerminalEffect] {
    let effect = command.screenEffect
    if effect.isScreenOnly {
      if effect != .showHelp { pointsToWhy = false }
      history.record(line)
      input = LineEditor()
      switch effect {
      case .showHelp:
        help = HelpState()
      case .clearScrollback:
        scrollback.removeAll()
        scrollTop = nil
      default:
        hasQuit = true
        return [.quit]
      }
      return []
    }
    if command.mayStartTurn {
      guard !isTurnRunning else {
        flash = Flash("Siri is still answering. Esc stops her.", isError: true)
        return []
      }
      startTurn(line)
      turnIsFromSuggestion = effect == .takeSuggestion
      return [.command(command)]
    }
    var effects: [TerminalEffect] = []
    var handed = command
    switch effect {
    case .setVoiceOnly(let isOn):
      // The header shows the mode: the switch is settled here, and the runner told which way.
      voiceOnly = isOn ?? !voiceOnly
      handed = SessionCommand(VoiceOnlyCommand(isOn: voiceOnly))
    case .recording:
      effects.append(.setRecordingSize(size))
    default:
      break
    }
    // Its answer comes as notices; the keys typed meanwhile are not held, as for a turn.
    pointsToWhy = false
    history.record(line)
    input = LineEditor()
    scrollTop = nil
    scrollback.append(.utterance(line))
    commandsAnswering += 1
    return effects + [.command(handed)]
  }
}
