import Foundation
import TerminalText

/// Where the commands print: every line goes through ``OutputSanitizer``, so app names,
/// phrases, file paths and arguments print inert whatever bytes they hold.
enum Console {
  /// Prints one line to standard output; a line break inside it shows as `␊`.
  static func print(_ line: String) {
    write([line], to: STDOUT_FILENO)
  }

  /// Prints lines to standard output.
  static func print(lines: [String]) {
    write(lines, to: STDOUT_FILENO)
  }

  /// Prints `sirisim: message` to standard error, one line.
  static func error(_ message: String) {
    write(["sirisim: " + message], to: STDERR_FILENO)
  }

  /// Prints lines to a descriptor, each one inert.
  static func write(_ lines: [String], to descriptor: Int32) {
    guard !lines.isEmpty else { return }
    let inert = lines.map(OutputSanitizer.line).joined(separator: "\n") + "\n"
    DescriptorOutput.write(inert, to: descriptor)
  }
}
