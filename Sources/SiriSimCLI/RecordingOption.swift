import ArgumentParser
import ConversationTranscript
import Foundation
import SafeFiles

/// `--record FILE`: write the session to a `.siri` transcript as it goes.
struct RecordingOption: ParsableArguments {
  @Option(
    writing: "Write the conversation to this .siri transcript as it goes (check it later with "
      + "`sirisim replay FILE`).",
    fileExtension: "siri")
  var record: String?

  @Flag(help: "With --record, replace a file that is there already.")
  var force = false

  func validate() throws {
    if force, record == nil { throw ValidationError("--force needs --record FILE.") }
    if let record, case .refused(let reason) = SafeFile.decide(record, for: .stream, force: force) {
      throw ValidationError("--record: \(reason)")
    }
  }

  /// A recorder for a session with these settings, writing to the file when one was given.
  /// - Throws: A usage error naming the file when it cannot be written.
  func recorder(header: TranscriptHeader) throws -> TranscriptRecorder {
    let recorder = TranscriptRecorder(header: header)
    if let record {
      do {
        try recorder.start(path: record)
      } catch {
        throw ValidationError("--record: \(error)")
      }
    }
    return recorder
  }

  /// Ends the recording; a file that could not be written whole (a full disk) is said, and the
  /// command fails, so a transcript is never short without a word.
  static func finish(_ recorder: TranscriptRecorder) throws {
    recorder.stop()
    if let failure = recorder.failure {
      Console.error("--record: \(failure); the transcript stops there.")
      throw ExitCode.failure
    }
  }

  /// The terminal's size, for a header's width and height; `nil` off a terminal.
  static var terminalSize: (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
