import Diagnostics

/// A transcript file that cannot be read or written, with where and why.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given.
  public var path: String
  /// The line, from 1; 0 when the problem is the whole file (it cannot be opened).
  public var line: Int
  /// The column, from 1, counted in characters.
  public var column: Int
  /// What is wrong and, where it helps, what to write instead.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int = 0, column: Int = 1, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`, or `file: message` for the whole file.
  public var description: String {
    Diagnostic(file: path, line: line, column: column, message: message).description
  }
}
