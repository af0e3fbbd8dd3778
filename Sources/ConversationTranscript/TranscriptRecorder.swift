import Foundation
import Locking
import SafeFiles
import TextOutput
import TextSafety

/// Writes a conversation to a `.siri` file as it goes, each line as soon as it is said, so a
/// crash keeps everything up to it.
///
/// A session keeps one recorder from its start. It holds the conversation so far (up to
/// ``sessionLineLimit`` lines), so that `:record FILE` typed halfway writes a file that starts
/// where the session did and replays exactly: the turns before it changed the apps' state and
/// used up order numbers.
public final class TranscriptRecorder: Sendable {
  private struct State {
    var header: TranscriptHeader
    var session: [String] = []
    var sessionIsWhole = true
    /// The file being recorded; its descriptor is `nil` when the path means "off"
    /// (`/dev/null`), so nothing is written but `:stop` still ends the recording.
    var file: (path: String, descriptor: Int32?)?
    var isPaused = false
    /// Why writing the file stopped (a full disk), naming it; nothing more is written to it.
    var failure: String?

    /// Writes lines to the file; a failed write is kept as the failure and ends the writing,
    /// so the person is told once, at the end, instead of losing lines without a word.
    mutating func append(_ lines: [String]) {
      guard let file, let descriptor = file.descriptor, !lines.isEmpty else { return }
      let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
      if let code = SafeFile.writeAll(bytes, to: descriptor) {
        failure = "\(file.path): \(SafeFileError(path: file.path, errno: code).reason)"
        close(descriptor)
        self.file = (file.path, nil)
      }
    }
  }

  /// The most lines kept for a later `:record`; a longer session records from that point on.
  public static let sessionLineLimit = 20_000

  private let state: Locked<State>
  /// How the recorder writes events and prompts.
  public let renderer: PlainLineRenderer

  /// A recorder for a session with these settings; it records nothing to a file until
  /// ``start(path:)``.
  public init(header: TranscriptHeader, renderer: PlainLineRenderer = PlainLineRenderer()) {
    state = Locked(State(header: header))
    self.renderer = renderer
  }

  deinit {
    if let descriptor = state.withLock({ $0.file?.descriptor }) ?? nil { close(descriptor) }
  }

  /// The settings a file started now is headed with.
  public var header: TranscriptHeader {
    state.withLock { $0.header }
  }

  /// Changes the settings for files started from now on (the terminal's size, say).
  public func updateHeader(_ change: (inout TranscriptHeader) -> Void) {
    state.withLock { change(&$0.header) }
  }

  /// Why the file stopped being written, naming it ("x.siri: no space left on device"), or
  /// `nil` when every line was written.
  public var failure: String? {
    state.withLock { $0.failure }
  }

  /// The file being written, if any.
  public var path: String? {
    state.withLock { $0.file?.path }
  }

  /// How a started recording begins.
  public enum Start: Sendable, Equatable {
    /// With the whole session so far, so it replays exactly.
    case wholeSession
    /// From now: the session was longer than ``TranscriptRecorder/sessionLineLimit`` lines.
    case fromNow
  }

  /// Starts writing to `path` (emptying a file there, through ``SafeFile/openStream(_:mode:)``:
  /// a symlink is followed, a file keeps its mode, `/dev/null` writes nothing): the header, the
  /// conversation so far, then each line as it is said. A file being written is closed first.
  @discardableResult
  public func start(path: String) throws(TranscriptError) -> Start {
    let descriptor: Int32?
    do throws(SafeFileError) {
      descriptor = try SafeFile.openStream(path)
    } catch {
      throw TranscriptError(path: path, message: "cannot be written (\(error.reason)).")
    }
    return state.withLock { state in
      if let open = state.file?.descriptor { close(open) }
      state.file = (path, descriptor)
      state.failure = nil
      state.append(state.header.lines + state.session)
      return state.sessionIsWhole ? .wholeSession : .fromNow
    }
  }

  /// Stops writing; returns the file that was written, if one was.
  @discardableResult
  public func stop() -> String? {
    state.withLock { state in
      guard let file = state.file else { return nil }
      if let descriptor = file.descriptor { close(descriptor) }
      state.file = nil
      return file.path
    }
  }

  /// Adds lines to the conversation, and to the file when recording.
  public func write(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    state.withLock { state in
      guard !state.isPaused else { return }
      if state.sessionIsWhole {
        if state.session.count + lines.count <= Self.sessionLineLimit {
          state.session += lines
        } else {
          state.session = []
          state.sessionIsWhole = false
        }
      }
      state.append(lines)
    }
  }

  /// Adds the person's line: `You: …`.
  public func typed(_ text: String) {
    write([renderer.echo(text)])
  }

  /// Adds a line that is not part of the conversation, such as a command's answer.
  public func notice(_ text: String) {
    write(renderer.notice(text))
  }

  /// Runs `body` with nothing added: for the `:record` and `:stop` commands and their answers,
  /// which a replay must not run again.
  public func offRecord<T>(_ body: () async throws -> T) async rethrows -> T {
    state.withLock { $0.isPaused = true }
    defer { state.withLock { $0.isPaused = false } }
    return try await body()
  }

  /// The conversation so far, as a file would hold it after the header.
  public var sessionLines: [String] {
    state.withLock { $0.session }
  }
}
