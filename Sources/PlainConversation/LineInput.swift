import Foundation
import Locking
import TextSafety

/// Where a line front end reads the person's lines.
public protocol LineInput: Sendable {
  /// The next line without its line break, or `nil` at the end of input.
  func nextLine() async -> InputLine?
}

/// One line of input, cut to ``InputLimits/maxLineBytes`` when it was longer.
public struct InputLine: Sendable, Equatable {
  /// The line's text, without its line break and without control characters (a tab becomes a
  /// space), so that stray bytes never reach the terminal or the matcher.
  public var text: String
  /// How many bytes of the line were dropped after the cap; 0 for a line that fit.
  public var droppedBytes: Int

  /// A line; text longer than the cap is cut, as ``FileLines`` cuts what it reads.
  public init(_ text: String) {
    let bytes = Array(text.utf8)
    let kept = LineCutter.prefixLength(of: bytes[...], limit: InputLimits.maxLineBytes)
    self.init(bytes: bytes[..<kept], droppedBytes: bytes.count - kept)
  }

  init(bytes: ArraySlice<UInt8>, droppedBytes: Int) {
    text = InputText.withoutControls(String(decoding: bytes, as: UTF8.self))
    self.droppedBytes = droppedBytes
  }

  /// Whether the line was cut.
  public var wasCut: Bool { droppedBytes > 0 }

  /// What a front end tells the person about a cut line.
  public var cutNotice: String? {
    guard wasCut else { return nil }
    return
      "That line was longer than \(InputLimits.maxLineBytes / 1024) KiB; its last \(droppedBytes) bytes were dropped."
  }

}

/// Where to cut an over-long line: at most `limit` bytes, never inside a UTF-8 sequence.
enum LineCutter {
  static func prefixLength(of bytes: ArraySlice<UInt8>, limit: Int) -> Int {
    guard bytes.count > limit else { return bytes.count }
    var end = bytes.startIndex + limit
    // Back up over continuation bytes (10xxxxxx) to the start of the character.
    while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return end - bytes.startIndex
  }
}

/// Lines read from a file descriptor, such as standard input, with bounded memory: a line is
/// cut at ``InputLimits/maxLineBytes`` and the rest of it is skipped as it is read, so a
/// 100 MB line without a break costs no more than a short one.
public final class FileLines: LineInput {
  private struct State {
    var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`.
    var start = 0
    var isAtEnd = false
  }

  private let descriptor: Int32
  private let chunkSize: Int
  private let state = Locked(State())

  /// Lines from a descriptor; it is read in chunks of `chunkSize` bytes and never closed.
  public init(descriptor: Int32, chunkSize: Int = 65_536) {
    self.descriptor = descriptor
    self.chunkSize = max(1, chunkSize)
  }

  public func nextLine() async -> InputLine? {
    state.withLock { state in readLine(&state) }
  }

  /// Whether a whole line is already read and waiting, so that ``nextLine()`` returns without
  /// reading: a batch writer may hold its output back until this is false.
  public var hasBufferedLine: Bool {
    state.withLock { state in
      state.buffer[state.start...].contains(UInt8(ascii: "\n"))
    }
  }

  private func readLine(_ state: inout State) -> InputLine? {
    let limit = InputLimits.maxLineBytes
    var scanned = state.start
    while true {
      if let newline = state.buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = take(&state, upTo: newline)
        state.start = newline + 1
        return InputLine(bytes: line, droppedBytes: 0)
      }
      if state.buffer.count - state.start > limit {
        // Keep the first `limit` bytes; drop the rest of the line as it arrives.
        let kept = LineCutter.prefixLength(of: state.buffer[state.start...], limit: limit)
        let line = Array(state.buffer[state.start..<(state.start + kept)])
        var dropped = state.buffer.count - state.start - kept
        state.buffer = []
        state.start = 0
        while true {
          guard let chunk = read() else {
            return InputLine(bytes: line[...], droppedBytes: dropped)
          }
          if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
            dropped += newline
            state.buffer = Array(chunk[(newline + 1)...])
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            return InputLine(bytes: text, droppedBytes: dropped)
          }
          dropped += chunk.count
        }
      }
      if state.isAtEnd {
        guard state.start < state.buffer.count else { return nil }
        let line = take(&state, upTo: state.buffer.count)
        state.start = state.buffer.count
        return InputLine(bytes: line, droppedBytes: 0)
      }
      compact(&state)
      scanned = state.buffer.count
      if let chunk = read() { state.buffer += chunk } else { state.isAtEnd = true }
    }
  }

  /// The bytes from the start up to `end`, without a carriage return before the line feed.
  private func take(_ state: inout State, upTo end: Int) -> ArraySlice<UInt8> {
    var line = state.buffer[state.start..<end]
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    return line
  }

  /// Drops the bytes already returned, so the buffer holds at most one line and a chunk.
  private func compact(_ state: inout State) {
    guard state.start > 0 else { return }
    state.buffer.removeSubrange(..<state.start)
    state.start = 0
  }

  /// The next chunk, or `nil` at the end of input (or on a read error).
  private func read() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkSize) }
      if count > 0 { return Array(chunk[..<count]) }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}

/// Lines from standard input.
public struct StandardInput: LineInput {
  private let lines = FileLines(descriptor: STDIN_FILENO)

  /// Reads standard input.
  public init() {}

  public func nextLine() async -> InputLine? {
    await lines.nextLine()
  }

  /// Whether a whole line is already read and waiting (``FileLines/hasBufferedLine``).
  public var hasBufferedLine: Bool { lines.hasBufferedLine }
}

/// Lines given in advance, for tests and scripts.
public final class ScriptedInput: LineInput {
  private let lines: Locked<[String]>

  /// Input that yields these lines, then ends.
  public init(_ lines: [String]) { self.lines = Locked(lines) }

  public func nextLine() async -> InputLine? {
    lines.withLock { $0.isEmpty ? nil : InputLine($0.removeFirst()) }
  }

  /// The lines not read yet.
  public var remaining: [String] { lines.withLock { $0 } }
}

/// Where a line front end writes.
public protocol LineOutput: Sendable {
  /// Writes one line.
  func write(_ line: String)
}

/// Lines to standard output, flushed at once so pipes see each turn as it happens.
///
/// Writes what it is given; the front ends make the text inert first (``OutputSanitizer``).
/// A closed or failing output is not an error worth crashing for: the line is dropped.
public struct StandardOutput: LineOutput {
  /// Writes to standard output.
  public init() {}

  public func write(_ line: String) {
    DescriptorOutput.write(line + "\n", to: STDOUT_FILENO)
  }
}

/// Lines kept in memory, for tests.
public final class CapturedOutput: LineOutput {
  private let storage = Locked<[String]>([])

  /// An empty capture.
  public init() {}

  public func write(_ line: String) {
    storage.withLock { $0.append(line) }
  }

  /// Every line written.
  public var lines: [String] { storage.withLock { $0 } }

  /// Every line written, joined by line breaks.
  public var text: String { lines.joined(separator: "\n") }
}
