import Diagnostics
import Foundation

/// Something wrong with a SiriKit shortcut in an import file, at the line and column it is about.
public struct LegacyShortcutProblem: Sendable, Hashable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Sendable, Hashable {
    /// The shortcut is imported, without the value the problem names.
    case warning
    /// The shortcut (or the whole file) cannot be imported.
    case error
  }

  /// The file, as it was named.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// How bad it is.
  public var severity: Severity
  /// What is wrong, naming the parameter, what it was and what the App Intent has now.
  public var message: String
  /// The shortcut it is about, when the file got that far.
  public var shortcut: UUID?

  /// Creates a problem.
  public init(
    file: String, line: Int, column: Int, severity: Severity, message: String,
    shortcut: UUID? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.shortcut = shortcut
  }

  /// `soup-chef.json:12:9: warning: soupType: …`, as compilers print diagnostics.
  public var description: String {
    Diagnostic(
      file: file, line: line, column: column,
      severity: severity == .error ? .error : .warning, message: message
    ).description
  }
}
