import Dispatch
import Foundation
import Locking
import SafeFiles

/// Siri's voice: what Siri says in a turn, spoken aloud through eSpeak NG and, when asked,
/// written as one WAV file a turn (`turn-01.wav`, `turn-02.wav`, …).
///
/// Speech never blocks the conversation: each turn is handed to a worker that speaks it in
/// order while the person reads and types; ``finish()`` waits for what is left.
public final class SiriVoice: Sendable {
  /// Where each turn's speech goes.
  public struct Output: Sendable, Equatable {
    /// Speak on the sound card.
    public var aloud: Bool
    /// A folder to write each turn's WAV file into (made when missing).
    public var folder: String?

    /// Creates the settings.
    public init(aloud: Bool, folder: String?) {
      self.aloud = aloud
      self.folder = folder
    }
  }

  private let synthesizer: SpeechSynthesizer
  private let output: Output
  private let worker = DispatchQueue(label: "SiriSim.SiriVoice")
  /// What Siri has said since the turn began, and how many turns were written.
  private let turn = Locked<(lines: [String], count: Int)>(([], 0))
  /// Files that could not be written, said once at the end.
  private let problems = Locked<[String]>([])

  /// A voice for a conversation in `locale`.
  ///
  /// - Throws: ``VoiceError`` when eSpeak NG isn't installed: say it once and go on silently.
  public init(locale: String, output: Output, environment: [String: String]) throws(VoiceError) {
    guard let synthesizer = SpeechSynthesizer.find(locale: locale, environment: environment)
    else { throw .missingSpeaker }
    self.synthesizer = synthesizer
    self.output = output
  }

  /// The eSpeak NG voice speaking (`en-us`, `fr`, `de`).
  public var voiceName: String { synthesizer.voice }

  /// Adds what Siri says to this turn's speech.
  public func say(_ text: String) {
    let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !words.isEmpty else { return }
    turn.withLock { $0.lines.append(words) }
  }

  /// Ends the turn: its speech is spoken and written, in order, without waiting.
  public func endTurn() {
    let said: (text: String, number: Int)? = turn.withLock { turn in
      guard !turn.lines.isEmpty else { return nil }
      defer { turn.lines = [] }
      turn.count += 1
      return (turn.lines.joined(separator: " "), turn.count)
    }
    guard let said else { return }
    worker.async { [synthesizer, output] in
      if let folder = output.folder { self.write(said.text, turn: said.number, into: folder) }
      if output.aloud { synthesizer.speak(said.text) }
    }
  }

  /// Ends the turn and waits until everything said is spoken and written.
  ///
  /// - Returns: What could not be written, one line each.
  @discardableResult
  public func finish() -> [String] {
    endTurn()
    worker.sync {}
    return problems.withLock { $0 }
  }

  /// The file of a turn's speech: `turn-01.wav`, two digits at least.
  public static func fileName(turn: Int) -> String {
    "turn-\(turn < 10 ? "0" : "")\(turn).wav"
  }

  private func write(_ text: String, turn: Int, into folder: String) {
    let path = folder + "/" + Self.fileName(turn: turn)
    // One name per voice and turn: two voices in one process (tests in parallel) must not
    // write, read and remove each other's file.
    let scratch = NSTemporaryDirectory() + "/sirisim-voice-\(UUID().uuidString)-\(turn).wav"
    defer { unlink(scratch) }
    guard synthesizer.record(text, to: scratch),
      let bytes = FileManager.default.contents(atPath: scratch)
    else {
      problems.withLock { $0.append("--speak-to: eSpeak NG could not make \(path).") }
      return
    }
    // SiriSim names the files in the folder, so what else stands at a name (a symlink, a hard
    // link, a FIFO someone put there) is not the person's choice: it is left alone, never
    // followed or written through.
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG || info.st_nlink > 1 {
      problems.withLock {
        $0.append(
          "--speak-to: \(path) is \(info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : info.st_mode & S_IFMT == S_IFREG ? "a file with other hard links" : "not a regular file"); SiriSim leaves what it did not write alone, so this turn was not written."
        )
      }
      return
    }
    do throws(SafeFileError) {
      try SafeFile.write(Array(bytes), to: path, directoryMode: 0o755)
    } catch {
      problems.withLock { $0.append("--speak-to: \(error)") }
    }
  }
}
