import ArgumentParser
import ConversationRuntime
import ConversationSession
import Foundation
import SiriTerminal
import SiriVoice

/// The curses UI over the selected apps: runs it, then prints the transcript to the normal
/// screen. Falls back to plain mode when curses cannot start.
struct TerminalUI {
  let selection: AppSelection
  let voiceOnly: Bool
  /// Whether the device starts locked (`--locked`).
  var locked = false
  let recording: RecordingOption
  let speech: SpeechOption
  /// Whether the input line's preview starts on.
  var preview = true
  var simulatedCrash: SimulatedCrash?

  func run() async throws {
    // Phrase-file problems appear in the UI's transcript instead of on standard error.
    let runtime = await selection.makeRuntime(
      quiet: true, voiceOnly: voiceOnly,
      clock: selection.clock(conversation: true, recording: recording.record != nil))
    runtime.isDeviceLocked = locked
    let recorder = try recording.recorder(
      header: selection.transcriptHeader(for: runtime, size: RecordingOption.terminalSize))
    defer { recorder.stop() }
    if locked {
      // Written as the command a replay runs, so that it starts locked too.
      recorder.typed(":lock")
      recorder.notice(LockCommand.notice)
    }
    let result: TerminalSessionResult
    let voice = speech.voice(locale: runtime.locale)
    do {
      result = try await TerminalSession(
        runtime: runtime, recorder: recorder, simulatedCrash: simulatedCrash, preview: preview,
        decorate: { frontEnd in voice.map { SpeakingFrontEnd(frontEnd, voice: $0) } ?? frontEnd }
      ).run()
    } catch {
      Console.error("\(error) Using plain mode.")
      SpeechOption.finish(voice)
      try await Converse.talk(
        selection: selection, voiceOnly: voiceOnly, locked: locked, recording: recording,
        speech: speech, json: false, echo: nil, recorder: recorder)
      try RecordingOption.finish(recorder)
      return
    }
    SpeechOption.finish(voice)
    Console.print(lines: result.plainLines)
    try RecordingOption.finish(recorder)
    if let problem = result.historyProblem { Console.error(problem) }
    if let problem = result.terminalProblem {
      // The UI could not take a key: not a conversation that ended well.
      Console.error(problem)
      throw ExitCode.failure
    }
    if let signal = result.signal {
      // Ended by a signal or Ctrl-C: exit as the signal's default action would report it (130
      // for SIGINT and Ctrl-C).
      throw ExitCode(128 + signal)
    }
  }
}
