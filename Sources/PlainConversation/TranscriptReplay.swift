import ConversationRuntime
import ConversationTranscript

/// Replays a transcript: its `You:` lines go to a fresh runtime in plain mode, and what comes
/// out is compared with the file, line by line.
public enum TranscriptReplay {
  /// What a replay found.
  public struct Result: Sendable, Equatable {
    /// The transcript replayed.
    public var file: TranscriptFile
    /// The lines the replay printed, to compare with the file's body.
    public var actual: [String]

    /// Whether the replay printed exactly the file's body.
    public var passed: Bool { actual == file.body }

    /// A unified diff of the file (expected) and the replay (actual), numbered by the file's
    /// lines; `nil` when they are the same.
    public var diff: String? {
      TranscriptDiff.unified(
        expected: file.body, actual: actual, expectedName: "\(file.path) (expected)",
        actualName: "\(file.path) (replayed)", lineOffset: file.header.lines.count)
    }

    /// The file with the replay's lines, as `replay --update` writes it.
    public var updated: TranscriptFile {
      file.replacingBody(with: actual)
    }
  }

  /// The lines plain mode prints when the transcript's inputs are typed into `runtime`.
  package static func lines(for file: TranscriptFile, runtime: ConversationRuntime) async
    -> [String]
  {
    let output = CapturedOutput()
    let frontEnd = PlainFrontEnd(
      input: ScriptedInput(file.inputs), output: output, echoInput: true)
    await PlainSession(runtime: runtime, frontEnd: frontEnd).run()
    return output.lines
  }

  /// Replays a transcript in a runtime made from its header.
  package static func replay(_ file: TranscriptFile, runtime: ConversationRuntime) async -> Result {
    Result(file: file, actual: await lines(for: file, runtime: runtime))
  }
}
