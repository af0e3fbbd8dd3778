/// Why the curses UI could not start.
public struct TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
