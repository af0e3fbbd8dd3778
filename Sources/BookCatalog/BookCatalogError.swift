import Diagnostics

/// Why a catalog file could not be loaded: the file, where in it, and what is wrong there.
///
/// Its description reads like a compiler's, so a terminal or an editor can jump to the line:
/// `BookCatalog.tsv:12:31: error: the year “19x5” is not a whole number`.
public struct BookCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// The file could not be read; the system's explanation.
    case unreadable(String)
    /// The file is not UTF-8 text.
    case notUTF8
    /// A line has `found` tab-separated columns instead of 3 (title, author, year).
    case wrongColumnCount(found: Int)
    /// A line's title is empty or only spaces.
    case emptyTitle
    /// A line's author is empty or only spaces.
    case emptyAuthor
    /// A line's year, as written, is not a whole number.
    case yearNotWholeNumber(String)
  }

  /// What is wrong.
  public var reason: Reason
  /// Where and what: the file as the caller named it (a path, or a name such as
  /// "BookCatalog.tsv"), the line and column (line 0 when the whole file is at fault) and the
  /// message.
  public var diagnostic: Diagnostic

  /// Creates an error; without a line, the whole file is at fault.
  public init(fileName: String, line: Int? = nil, column: Int? = nil, reason: Reason) {
    self.reason = reason
    diagnostic = Diagnostic(
      file: fileName, line: line ?? 0, column: column ?? 1, severity: .error,
      message: Self.message(for: reason))
  }

  /// What is wrong, without where: "the year “19x5” is not a whole number".
  public var message: String { diagnostic.message }

  private static func message(for reason: Reason) -> String {
    switch reason {
    case .unreadable(let explanation): "cannot read the file: \(explanation)"
    case .notUTF8: "the file is not UTF-8 text"
    case .wrongColumnCount(let found):
      "expected 3 tab-separated columns (title, author, year), found \(found)"
    case .emptyTitle: "the title is empty"
    case .emptyAuthor: "the author is empty"
    case .yearNotWholeNumber(let written): "the year “\(written)” is not a whole number"
    }
  }

  /// `file:line:column: error: message`, or `file: error: message` for the whole file.
  public var description: String { diagnostic.description }
}
