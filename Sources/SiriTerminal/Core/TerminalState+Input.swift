import ConversationCommands
import Foundation

extension TerminalState {
  /// Sends the input line: a `:` command runs here, an utterance goes to Siri.
  mutating func sendInput() -> [TerminalEffect] {
    let line = input.text.trimmingCharacters(in: .whitespaces)
    if line.isEmpty, !isBusy, suggestion != nil {
      // Enter on the suggestion tip runs it, as tapping a Siri Suggestion does.
      return run(.runSuggestion(1), line: ":suggestion")
    }
    guard !line.isEmpty else { return [] }
    if let command = SessionCommand(line: line) {
      return run(command, line: line)
    }
    guard !isBusy else {
      flash = Flash("Siri is still answering. Esc stops her.", isError: true)
      return []
    }
    startTurn(line)
    return [.send(line)]
  }

  private mutating func startTurn(_ line: String) {
    history.record(line)
    input = LineEditor()
    scrollTop = nil
    transcript.append(.utterance(line))
    isBusy = true
    spinnerFrame = 0
  }

  /// Runs a `:` command.
  mutating func run(_ command: SessionCommand, line: String) -> [TerminalEffect] {
    if case .run = command, isBusy {
      flash = Flash("Siri is still answering. Esc stops her.", isError: true)
      return []
    }
    if case .run(let invocation) = command {
      startTurn(line)
      return [.run(invocation)]
    }
    if case .runSuggestion(let number) = command {
      guard !isBusy else {
        flash = Flash("Siri is still answering. Esc stops her.", isError: true)
        return []
      }
      startTurn(line)
      return [.runSuggestion(number)]
    }
    history.record(line)
    input = LineEditor()
    switch command {
    case .help:
      help = HelpState()
    case .clear:
      transcript.removeAll()
      scrollTop = nil
    case .quit:
      hasQuit = true
      return [.quit]
    case .find(let request):
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.find(request)]
    case .why(let utterance):
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.explain(utterance)]
    case .apps:
      transcript.append(.utterance(line))
      transcript += appGuide.map { .notice($0, isError: false) }
      scrollTop = nil
    case .voiceOnly(let setting):
      voiceOnly = setting ?? !voiceOnly
      transcript.append(.utterance(line))
      transcript.append(.notice(SessionCommand.voiceOnlyNotice(isOn: voiceOnly), isError: false))
      scrollTop = nil
      return [.setVoiceOnly(voiceOnly)]
    case .record(let path):
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.startRecording(path: path, size: size)]
    case .stopRecording:
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.stopRecording]
    case .invalid(let message):
      transcript.append(.utterance(line))
      transcript.append(.notice(message, isError: true))
      scrollTop = nil
    case .addToSiri(let phrase):
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.addToSiri(phrase)]
    case .suggestions:
      transcript.append(.utterance(line))
      scrollTop = nil
      return [.listSuggestions]
    case .run, .runSuggestion:
      break
    }
    return []
  }
}
