import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import TextSafety

/// A plain-mode session: each line is an utterance; the runtime's questions read the next
/// lines; it ends at the end of input or on "quit".
///
/// Lines that start with ":" are commands (``SessionCommand``), run by
/// ``SessionCommand/run(in:)`` as in every front end; plain mode prints what they answer.
public struct PlainSession {
  let runtime: ConversationRuntime
  let frontEnd: any SessionFrontEnd
  let recorder: TranscriptRecorder?
  let whyPointerOutput: (any LineOutput)?

  /// What a session on a terminal writes after a turn that matched nothing: where to learn why.
  public static let whyPointer = "(:why explains the miss)"

  /// Creates a session. With a recorder, the conversation is written to it as plain mode
  /// prints it, and `:record FILE` and `:stop` start and stop writing it to a file. With
  /// `whyPointerOutput` (a terminal's), a turn that matched nothing is followed there by
  /// ``whyPointer``, which is no part of the conversation and is not recorded.
  package init(
    runtime: ConversationRuntime, frontEnd: any SessionFrontEnd,
    recorder: TranscriptRecorder? = nil, whyPointerOutput: (any LineOutput)? = nil
  ) {
    self.runtime = runtime
    self.recorder = recorder
    self.whyPointerOutput = whyPointerOutput
    self.frontEnd = recorder.map { TranscribingSessionFrontEnd(frontEnd, recorder: $0) } ?? frontEnd
  }

  /// Runs until the input ends or the person quits, passing the outcome of each turn to
  /// `onOutcome`. Keeps nothing per turn itself, so a session of any length runs in bounded
  /// memory.
  public func run(onOutcome: (ConversationOutcome) -> Void = { _ in }) async {
    var lastUtterance: String?
    func finished(_ outcome: ConversationOutcome) {
      if outcome == .notUnderstood { whyPointerOutput?.write(Self.whyPointer) }
      onOutcome(outcome)
    }
    while let line = await frontEnd.readUtterance() {
      let utterance = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if utterance.isEmpty { continue }
      if let command = SessionCommand(line: utterance) {
        let context = CommandContext(
          runtime: runtime, lastUtterance: lastUtterance, recording: recorder)
        let outcome: CommandOutcome
        if let recorder, command.isRecordingCommand {
          // Neither the command nor its answer goes in the file: a replay must not record.
          outcome = await recorder.offRecord {
            let outcome = await command.run(in: context)
            show(outcome)
            return outcome
          }
        } else {
          outcome = await command.run(in: context)
          show(outcome)
        }
        switch outcome {
        case .quit: return
        case .turn(let turn): finished(await turn.run(on: runtime, with: frontEnd))
        case .notices, .apps: break
        }
        continue
      }
      lastUtterance = utterance
      finished(await runtime.handle(utterance, with: frontEnd))
    }
  }

  /// Prints a command's answer: plain mode has no screen of its own to change.
  private func show(_ outcome: CommandOutcome) {
    switch outcome {
    case .notices(let lines, _): for line in lines { frontEnd.notice(line) }
    case .apps(let guide): frontEnd.showAppGuide(guide)
    case .turn, .quit: break
    }
  }
}

/// A front end that can also run a session: read utterances and show notices.
package protocol SessionFrontEnd: ConversationFrontEnd {
  /// The next utterance, or `nil` at the end of input.
  func readUtterance() async -> String?
  /// Shows a line that is not part of the conversation, such as a command's answer.
  func notice(_ text: String)
  /// Shows what each app offers (`:apps`); by default as notices, a line each.
  func showAppGuide(_ guide: AppGuide)
}

extension SessionFrontEnd {
  package func showAppGuide(_ guide: AppGuide) {
    for line in guide.lines { notice(line) }
  }
}

extension PlainFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) {
    for line in OutputSanitizer.lines(text) { output.write(line) }
  }
}

extension JSONFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) { write(["event": "notice", "text": text]) }

  /// Writes the guide as one `apps` event: the structure, not the lines plain mode prints.
  package func showAppGuide(_ guide: AppGuide) { write(Self.object(for: guide)) }
}
