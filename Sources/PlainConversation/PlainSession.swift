import ConversationCommands
import ConversationRuntime
import ConversationTranscript
import Foundation
import TerminalText

/// A plain-mode session: each line is an utterance; the runtime's questions read the next
/// lines; it ends at the end of input or on "quit".
///
/// Lines that start with ":" are commands: `:run Intent name=value …` runs an intent with preset
/// values, `:apps` lists what to say, `:why` explains what the last utterance matched,
/// `:voice-only on|off` switches voice-only mode, `:help` lists the commands and `:quit` leaves.
public struct PlainSession {
  let runtime: ConversationRuntime
  let frontEnd: any SessionFrontEnd
  let recorder: TranscriptRecorder?

  /// Creates a session. With a recorder, the conversation is written to it as plain mode
  /// prints it, and `:record FILE` and `:stop` start and stop writing it to a file.
  public init(
    runtime: ConversationRuntime, frontEnd: any SessionFrontEnd,
    recorder: TranscriptRecorder? = nil
  ) {
    self.runtime = runtime
    self.recorder = recorder
    self.frontEnd = recorder.map { TranscribingSessionFrontEnd(frontEnd, recorder: $0) } ?? frontEnd
  }

  /// Runs until the input ends or the person quits, passing the outcome of each turn to
  /// `onOutcome`. Keeps nothing per turn itself, so a session of any length runs in bounded
  /// memory.
  public func run(onOutcome: (ConversationOutcome) -> Void = { _ in }) async {
    var lastUtterance: String?
    while let line = await frontEnd.readUtterance() {
      let utterance = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if utterance.isEmpty { continue }
      if let command = SessionCommand(line: utterance) {
        if command == .quit { break }
        if let recorder, command.isRecordingCommand {
          // Neither the command nor its answer goes in the file: a replay must not record.
          await recorder.offRecord { run(recording: command, with: recorder) }
          continue
        }
        let outcome = await run(command, lastUtterance: lastUtterance)
        if let outcome { onOutcome(outcome) }
        continue
      }
      lastUtterance = utterance
      onOutcome(await runtime.handle(utterance, with: frontEnd))
    }
  }

  private func run(_ command: SessionCommand, lastUtterance: String?) async
    -> ConversationOutcome?
  {
    switch command {
    case .run(let invocation):
      return await runtime.run(chain: invocation.chain, with: frontEnd)
    case .find(let request):
      do {
        let result = try await runtime.find(request)
        for line in FindReport.lines(result) { frontEnd.notice(line) }
      } catch {
        frontEnd.notice(error.message)
      }
    case .apps:
      for line in await runtime.appGuide() { frontEnd.notice(line) }
    case .why(let argument):
      guard let utterance = argument ?? lastUtterance else {
        frontEnd.notice(SessionCommand.nothingToExplain)
        break
      }
      for line in ExplanationReport.lines(runtime.explain(utterance)) { frontEnd.notice(line) }
    case .voiceOnly(let isOn):
      runtime.options.voiceOnly = isOn ?? !runtime.options.voiceOnly
      frontEnd.notice(SessionCommand.voiceOnlyNotice(isOn: runtime.options.voiceOnly))
    case .clear:
      frontEnd.notice(Self.nothingToClear)
    case .help:
      for help in SessionCommand.helpLines { frontEnd.notice(help) }
    case .record, .stopRecording:
      frontEnd.notice(SessionCommand.cannotRecord)
    case .addToSiri(let phrase):
      do {
        frontEnd.notice(SessionCommand.addedNotice(try runtime.addToSiri(phrase: phrase)))
      } catch {
        frontEnd.notice(error.description)
      }
    case .suggestions:
      do {
        for line in SuggestionReport.lines(try runtime.suggestions()) { frontEnd.notice(line) }
      } catch {
        frontEnd.notice("\(error)")
      }
    case .runSuggestion(let number):
      let suggestions = (try? runtime.suggestions()) ?? []
      guard suggestions.indices.contains(number - 1) else {
        frontEnd.notice(SuggestionReport.noSuggestion(number, count: suggestions.count))
        break
      }
      return await runtime.run(suggestions[number - 1], with: frontEnd)
    case .invalid(let message):
      frontEnd.notice(message)
    case .quit:
      break
    }
    return nil
  }

  private func run(recording command: SessionCommand, with recorder: TranscriptRecorder) {
    switch command {
    case .record(let path):
      do {
        let start = try recorder.start(path: path)
        frontEnd.notice(
          SessionCommand.recordingNotice(path: path, wholeSession: start == .wholeSession))
      } catch {
        frontEnd.notice("\(error)")
      }
    case .stopRecording:
      frontEnd.notice(SessionCommand.stoppedNotice(path: recorder.stop()))
    default:
      break
    }
  }

  /// What `:clear` says here: lines already written stay where they went.
  public static let nothingToClear =
    "Plain mode keeps no screen to clear: the lines written stay where they went."
}

/// A front end that can also run a session: read utterances and show notices.
public protocol SessionFrontEnd: ConversationFrontEnd {
  /// The next utterance, or `nil` at the end of input.
  func readUtterance() async -> String?
  /// Shows a line that is not part of the conversation, such as a command's answer.
  func notice(_ text: String)
}

extension PlainFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) {
    for line in OutputSanitizer.lines(text) { output.write(line) }
  }
}

extension JSONFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) { write(["event": "notice", "text": text]) }
}
