import ConversationTranscript
import Foundation
import SafeFiles

extension Conversation {
  /// The conversation so far as a `.siri` transcript's body: what plain mode would have
  /// printed, each line ended by a line break.
  public var transcript: String {
    recorder.sessionLines.map { $0 + "\n" }.joined()
  }

  /// The conversation so far as a `.siri` file.
  public var transcriptFile: TranscriptFile {
    TranscriptFile(path: "conversation.siri", header: header, body: recorder.sessionLines)
  }

  /// Checks the conversation so far against a `.siri` golden file, line by line.
  ///
  /// With `SIRISIM_UPDATE_TRANSCRIPTS=1` in the environment, a file that differs (or is
  /// missing) is written instead, its comment lines kept, and its folder made if need be:
  /// record once, review the diff, commit.
  ///
  /// - Throws: ``ConversationTestingError/transcriptDiffers(path:diff:)`` with a unified diff
  ///   (the file's lines as expected), ``ConversationTestingError/transcriptMissing(path:)``
  ///   when the file isn't there yet (its message says how to write it), or
  ///   ``ConversationTestingError/transcript(_:)`` when the file can't be read or written.
  public func assertTranscript(
    file path: String,
    update: Bool = ProcessInfo.processInfo.environment["SIRISIM_UPDATE_TRANSCRIPTS"] == "1"
  ) throws(ConversationTestingError) {
    var actual = transcriptFile
    actual.path = path
    let expected: TranscriptFile
    do {
      expected = try TranscriptFile.read(path: path)
    } catch {
      guard !FileManager.default.fileExists(atPath: path) else { throw .transcript(error) }
      // A golden file not written yet is the first run's normal state: say how to write it.
      guard update else { throw .transcriptMissing(path: path) }
      try write(actual)
      return
    }
    actual.header.comments = expected.header.comments
    actual.header.width = expected.header.width
    actual.header.height = expected.header.height
    // Which executable replays the file is the file's to say, not the conversation's.
    actual.header.executable = expected.header.executable
    guard actual.text != expected.text else { return }
    if update {
      try write(actual)
      return
    }
    let diff = TranscriptDiff.unified(
      expected: expected.header.lines + expected.body, actual: actual.header.lines + actual.body,
      expectedName: "\(path) (expected)", actualName: "conversation (actual)")
    throw .transcriptDiffers(path: path, diff: diff ?? "")
  }

  private func write(_ file: TranscriptFile) throws(ConversationTestingError) {
    // Through SafeFile: a symlinked golden file's target is updated and its mode kept.
    do throws(SafeFileError) {
      let folder = (file.path as NSString).deletingLastPathComponent
      if !folder.isEmpty { try SafeFile.makeDirectories(folder, mode: 0o755) }
      if case .skipped(let reason) = try SafeFile.write(file.text, to: file.path) {
        throw SafeFileError(path: file.path, message: reason)
      }
    } catch {
      throw .transcript(
        TranscriptError(path: file.path, message: "cannot be written (\(error.reason))."))
    }
  }
}
