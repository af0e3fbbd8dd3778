import ConversationRuntime
import ConversationTranscript

/// A step a test took that the conversation could not take, with a message that says why.
public enum ConversationTestingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An answer was given when Siri was asking nothing.
  case noQuestion(step: String, outcome: ConversationOutcome?)
  /// `say` was called while Siri still waited for an answer.
  case questionPending(step: String, question: String)
  /// `choose` named no choice of the question.
  case noSuchChoice(String, choices: [String])
  /// `choose(row:)` named a row the question does not have.
  case noSuchRow(Int, rows: Int)
  /// `confirm` or `decline` answered a question that has no buttons.
  case notAConfirmation(step: String, question: String)
  /// Siri neither asked nor finished in time.
  case timedOut(step: String, after: Duration)
  /// The locale has no phrases.
  case unknownLocale(String, locales: [String])
  /// A transcript file could not be read or written.
  case transcript(TranscriptError)
  /// The conversation differs from a transcript file.
  case transcriptDiffers(path: String, diff: String)
  /// The transcript file to compare with isn't there yet.
  case transcriptMissing(path: String)

  public var description: String {
    switch self {
    case .noQuestion(let step, let outcome):
      let ended = outcome.map { " (the turn ended: \($0.summary))" } ?? ""
      return "\(step): Siri isn't asking anything\(ended). Say something first."
    case .questionPending(let step, let question):
      return
        "\(step): Siri is still waiting for an answer to “\(question)”; answer it first (choose, answer, confirm, decline or cancel)."
    case .noSuchChoice(let title, let choices):
      return
        "choose(\"\(title)\"): no such choice. The choices are: \(choices.map { "“\($0)”" }.joined(separator: ", "))."
    case .noSuchRow(let row, let rows):
      return "choose(row: \(row)): the rows are numbered 1 to \(rows)."
    case .notAConfirmation(let step, let question):
      return "\(step): “\(question)” has no buttons to press; use choose or answer."
    case .timedOut(let step, let after):
      return "\(step): Siri neither asked nor finished within \(after)."
    case .unknownLocale(let locale, let locales):
      return "No phrases for “\(locale)”; locales: \(locales.joined(separator: ", "))."
    case .transcript(let error):
      return "\(error)"
    case .transcriptMissing(let path):
      return
        "\(path): no such transcript yet. Run the test with SIRISIM_UPDATE_TRANSCRIPTS=1 in the environment (`SIRISIM_UPDATE_TRANSCRIPTS=1 swift test`) to write it, then review it and commit it."
    case .transcriptDiffers(let path, let diff):
      return
        "The conversation differs from \(path) (run with SIRISIM_UPDATE_TRANSCRIPTS=1 to rewrite it):\n\(diff)"
    }
  }
}
