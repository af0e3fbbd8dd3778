import Diagnostics

/// A transcript file that cannot be read or written, with where and why: a ``Diagnostic``
/// naming the file, its line (0 when the problem is the whole file, which cannot be opened) and
/// column, and what to write instead where it helps.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where and what: `file:line:column: message`.
  public var diagnostic: Diagnostic

  /// Creates an error; line 0 means the whole file.
  public init(path: String, line: Int = 0, column: Int = 1, message: String) {
    diagnostic = Diagnostic(file: path, line: line, column: column, message: message)
  }

  /// `file:line:column: message`, or `file: message` for the whole file.
  public var description: String { diagnostic.description }
}
