import Foundation
import Locking
import SafeFiles
import StrictJSON
import TextSafety

/// Writes an asciicast recording (v3 by default, or v2): a header line, then one
/// `[time, "o", data]` line for each piece of terminal output, as asciinema plays it, and a
/// `[time, "m", label]` marker where a player can jump to. In v3 the time is the interval since
/// the event before and the recording ends with an exit event (`"x"`); in v2 it is the time
/// since the start.
///
/// Each line is written as soon as it is given, so a recording cut short still plays up to
/// there. Every line goes through ``OutputSanitizer/json(_:)``, so `cat` or `head` of a cast
/// never acts on a C1 control or a bidirectional override (a title from a transcript's
/// comment can hold them).
package final class AsciicastWriter: Sendable {
  /// `nil` when the path means "off" (`/dev/null`): nothing is written.
  private let descriptor: Int32?
  /// The path written.
  package let path: String
  /// The version written.
  package let format: AsciicastFormat
  /// The last time given, the time of the last event written, and the bytes of a UTF-8
  /// sequence cut at the end of the last piece, kept for the next.
  private let state = Locked<(lastTime: Double, written: Double, pending: [UInt8])>((0, 0, []))
  /// The markers written, with their times from the start.
  private let written = Locked<[AsciicastPage.Chapter]>([])
  /// Why writing stopped (a full disk), naming the file; nothing more is written after it.
  private let stopped = Locked<String?>(nil)

  /// Why the recording could not be written whole ("x.cast: no space left on device"), or
  /// `nil` when every line was written.
  package var failure: String? { stopped.withLock { $0 } }

  /// The markers written so far, in order, each with its time in seconds from the start: the
  /// chapters a page of the recording lists.
  package var markers: [AsciicastPage.Chapter] { written.withLock { $0 } }

  /// Creates the file (replacing one there) and writes the header.
  ///
  /// - Parameters:
  ///   - path: Where to write.
  ///   - size: The terminal's size.
  ///   - timestamp: When the recording was made (seconds since 1970), for the header.
  ///   - title: A title for players that show one.
  ///   - terminalType: The `TERM` the output was made for.
  ///   - format: The asciicast version.
  package init(
    path: String, size: TerminalSize, timestamp: Int, title: String?, terminalType: String,
    format: AsciicastFormat = .standard
  ) throws(TerminalError) {
    do throws(SafeFileError) {
      descriptor = try SafeFile.openStream(path)
    } catch {
      throw TerminalError(error.description)
    }
    self.path = path
    self.format = format
    write(
      line: Self.header(
        format: format, size: size, timestamp: timestamp, title: title,
        terminalType: terminalType))
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Writes one line of JSON, made inert for a terminal (the JSON value is unchanged).
  private func write(line: String) {
    guard let descriptor else { return }
    stopped.withLock { failure in
      guard failure == nil else { return }
      let bytes = Array((OutputSanitizer.json(line) + "\n").utf8)
      if let code = SafeFile.writeAll(bytes, to: descriptor) {
        failure = "\(path): \(SafeFileError(path: path, errno: code).reason)"
      }
    }
  }

  /// The header line.
  static func header(
    format: AsciicastFormat, size: TerminalSize, timestamp: Int, title: String?,
    terminalType: String
  ) -> String {
    var header: String
    switch format {
    case .v2:
      header =
        "{\"version\": 2, \"width\": \(size.columns), \"height\": \(size.rows), \"timestamp\": \(timestamp)"
    case .v3:
      header =
        "{\"version\": 3, \"term\": {\"cols\": \(size.columns), \"rows\": \(size.rows), \"type\": "
        + "\(jsonString(terminalType))}, \"timestamp\": \(timestamp)"
    }
    if let title { header += ", \"title\": \(jsonString(title))" }
    switch format {
    case .v2:
      header += ", \"env\": {\"TERM\": \(jsonString(terminalType)), \"SHELL\": \"/bin/sh\"}}"
    case .v3:
      header += ", \"env\": {\"SHELL\": \"/bin/sh\"}}"
    }
    return header
  }

  /// Adds output at a time in seconds from the start; times never go back.
  package func output(_ bytes: [UInt8], at time: Double) {
    state.withLock { state in
      let data = state.pending + bytes
      let complete = Self.completePrefixLength(data)
      state.pending = Array(data[complete...])
      state.lastTime = max(state.lastTime, time)
      guard complete > 0 else { return }
      let text = String(decoding: data[..<complete], as: UTF8.self)
      write(event: "o", Self.jsonString(text), state: &state)
    }
  }

  /// Adds a marker (a chapter a player lists and jumps to) at a time in seconds from the
  /// start, such as "turn 2: Order clam chowder…".
  package func marker(_ label: String, at time: Double) {
    state.withLock { state in
      state.lastTime = max(state.lastTime, time)
      write(event: "m", Self.jsonString(label), state: &state)
      let chapter = AsciicastPage.Chapter(label: label, time: state.lastTime)
      written.withLock { $0.append(chapter) }
    }
  }

  /// Ends a v3 recording with the exit event and the status the session ended with (v2 has
  /// no exit event: nothing is written).
  package func exit(status: Int32) {
    guard format == .v3 else { return }
    state.withLock { state in
      write(event: "x", Self.jsonString(String(status)), state: &state)
    }
  }

  /// Writes one event at the last time given: from the start in v2, from the event before
  /// in v3.
  private func write(
    event code: String, _ data: String,
    state: inout (lastTime: Double, written: Double, pending: [UInt8])
  ) {
    let time = format == .v3 ? state.lastTime - state.written : state.lastTime
    state.written = state.lastTime
    write(line: "[\(String(format: "%.6f", time)), \"\(code)\", \(data)]")
  }

  /// How many bytes from the start end on a whole UTF-8 sequence (invalid bytes count as
  /// whole: they are written as U+FFFD).
  static func completePrefixLength(_ bytes: [UInt8]) -> Int {
    var end = bytes.count
    var back = 0
    // A lead byte at most three from the end, whose sequence runs past the end, is cut.
    while end > 0, back < 3 {
      let byte = bytes[end - 1]
      if byte & 0xC0 == 0x80 {
        end -= 1
        back += 1
        continue
      }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return length > back + 1 ? end - 1 : bytes.count
    }
    return bytes.count
  }

  /// A JSON string literal, written by the one JSON writer: quotes, backslashes, controls and
  /// whatever the sanitizer makes inert escaped, so a decoder reads the text as it was.
  static func jsonString(_ text: String) -> String {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return writer.text
  }
}
