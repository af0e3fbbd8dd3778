/// A problem at a column of a one-line text — a phrase template, a run command — and what is
/// wrong: printed `column N: message`.
public struct ColumnError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based column, in characters, of the problem in the text.
  public var column: Int
  /// A human-readable explanation.
  public var message: String

  /// `column N: message`.
  public var description: String { "column \(column): \(message)" }
}

/// Why a phrase template could not be parsed, and where.
public typealias PhraseTemplateError = ColumnError
