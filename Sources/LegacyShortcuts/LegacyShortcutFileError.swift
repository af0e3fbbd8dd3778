/// Why an import file could not be read at all; what is wrong inside a readable file is a
/// ``LegacyShortcutProblem`` of the report instead.
public enum LegacyShortcutFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(file: String, reason: String)
  /// The file is larger than an import file may be.
  case tooLarge(file: String, limit: Int)
  /// The file is not UTF-8 text.
  case notText(file: String)

  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): error: can't read the file: \(reason)"
    case .tooLarge(let file, let limit):
      return
        "\(file): error: the file is larger than \(limit / 1_000_000) MB; is it a shortcuts export?"
    case .notText(let file):
      return "\(file): error: the file is not UTF-8 text; a shortcuts export is JSON."
    }
  }
}
