import Foundation

/// The problems found for one shortcut.
struct ProblemList: Sendable {
  let file: String
  let shortcut: UUID
  private(set) var items: [LegacyShortcutProblem] = []

  init(file: String, shortcut: UUID) {
    self.file = file
    self.shortcut = shortcut
  }

  var hasErrors: Bool { items.contains { $0.severity == .error } }

  mutating func report(
    _ severity: LegacyShortcutProblem.Severity, at position: SourcePosition, _ message: String
  ) {
    items.append(
      LegacyShortcutProblem(
        file: file, line: position.line, column: position.column, severity: severity,
        message: message, shortcut: shortcut))
  }
}
