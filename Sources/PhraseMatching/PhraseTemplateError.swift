/// Why a phrase template could not be parsed, and where.
public struct PhraseTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based column, in characters, of the problem in the template source.
  public var column: Int
  /// A human-readable explanation.
  public var message: String

  /// Creates an error at a column.
  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  /// `column N: message`.
  public var description: String { "column \(column): \(message)" }
}
