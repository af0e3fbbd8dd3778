import Foundation
import TextSafety

/// Where the commands print: every line goes through ``OutputSanitizer``, so app names,
/// phrases, file paths and arguments print inert whatever bytes they hold. Text lines go
/// through ``OutputSanitizer/line(_:)``; JSON documents only ever through ``printJSON(_:)``,
/// whose escapes a JSON parser reads back (the text sanitizer's `\u{202E}` is not JSON).
enum Console {
  /// Prints one line to standard output; a line break inside it shows as `␊`.
  static func print(_ line: String) {
    write([line], to: STDOUT_FILENO)
  }

  /// Prints one serialized JSON document (one line) to standard output, made inert with
  /// ``OutputSanitizer/json(_:)``: the characters a terminal acts on are written as `\u`
  /// escapes, so the line still parses to the same values.
  static func printJSON(_ json: String) {
    DescriptorOutput.write(OutputSanitizer.json(json) + "\n", to: STDOUT_FILENO)
  }

  /// Encodes a value as one line of JSON (``JSONLine``) and prints it with ``printJSON(_:)``.
  static func printJSON(_ value: some Encodable) throws {
    printJSON(try JSONLine.encode(value))
  }

  /// Prints lines to standard output.
  static func print(lines: [String]) {
    write(lines, to: STDOUT_FILENO)
  }

  /// Prints `<executable>: message` to standard error, one line (`sirisim: …`).
  static func error(_ message: String) {
    write(["\(Registration.current.executable): " + message], to: STDERR_FILENO)
  }

  /// Prints lines to a descriptor, each one inert.
  static func write(_ lines: [String], to descriptor: Int32) {
    guard !lines.isEmpty else { return }
    let inert = lines.map(OutputSanitizer.line).joined(separator: "\n") + "\n"
    DescriptorOutput.write(inert, to: descriptor)
  }
}
