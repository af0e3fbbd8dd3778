/// Why a text is not the JSON expected: where, and what was expected there.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// What is wrong, such as "expected ',' or '}' after the value of “index”, found ']'".
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): \(message)" }
}
