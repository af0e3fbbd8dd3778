/// A problem at a place in a text — a phrase file, a String Catalog, a JSON reply, a transcript,
/// a legacy shortcuts file, the book catalog — printed as compilers print it, so that a terminal
/// or an editor can jump to the line: `file:line:column: severity: message`.
///
/// Every reader that points at a line and column reports one of these (or prints through one),
/// so the format has one home.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How serious a problem is, when the reader says.
  public enum Severity: String, Sendable, Hashable {
    /// The file (or the part the problem is in) can't be used.
    case error
    /// The file is used, without the part the problem names.
    case warning
  }

  /// The file as it was named, or `nil` for a text that is not a file (a JSON reply).
  public var file: String?
  /// The 1-based line, or 0 when the problem is the whole file (it can't be opened).
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// How serious it is, or `nil` when the reader doesn't grade its problems.
  public var severity: Severity?
  /// What is wrong and, where it helps, what to write instead.
  public var message: String

  /// Creates a diagnostic.
  public init(
    file: String? = nil, line: Int, column: Int, severity: Severity? = nil, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `file:line:column`, `line:column` for a text with no file, `file` for the whole file.
  public var location: String {
    let position = line > 0 ? "\(line):\(column)" : nil
    switch (file, position) {
    case (let file?, let position?): return "\(file):\(position)"
    case (let file?, nil): return file
    case (nil, let position?): return position
    case (nil, nil): return ""
    }
  }

  /// `location: severity: message`, each part left out when there is none.
  public var description: String {
    let parts = [location, severity?.rawValue].compactMap { $0 }.filter { !$0.isEmpty }
    return (parts + [message]).joined(separator: ": ")
  }
}
