/// Why the curses UI could not start.
package struct TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
