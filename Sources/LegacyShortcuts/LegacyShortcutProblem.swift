import Diagnostics
import Foundation

/// Something wrong with a SiriKit shortcut in an import file, at the line and column it is about.
public struct LegacyShortcutProblem: Sendable, Hashable, CustomStringConvertible {
  /// How bad a problem is: a warning imports the shortcut without the value the problem names;
  /// an error leaves out the shortcut (or the whole file).
  public typealias Severity = Diagnostic.Severity

  /// Where and what: the file as it was named, the 1-based line and column (in characters), how
  /// bad it is, and what is wrong, naming the parameter, what it was and what the App Intent
  /// has now.
  public var diagnostic: Diagnostic
  /// The shortcut it is about, when the file got that far.
  public var shortcut: UUID?

  /// Creates a problem.
  public init(
    file: String, line: Int, column: Int, severity: Severity, message: String,
    shortcut: UUID? = nil
  ) {
    diagnostic = Diagnostic(
      file: file, line: line, column: column, severity: severity, message: message)
    self.shortcut = shortcut
  }

  /// How bad it is.
  public var severity: Severity { diagnostic.severity ?? .error }

  /// What is wrong, without where.
  public var message: String { diagnostic.message }

  /// `soup-chef.json:12:9: warning: soupType: …`, as compilers print diagnostics.
  public var description: String { diagnostic.description }
}
