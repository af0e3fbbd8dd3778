import ConversationRuntime
import Foundation

/// What importing a file of SiriKit shortcuts found: the shortcuts that still run, mapped onto
/// their migrated App Intents, and the problems, in file order.
public struct LegacyImportReport: Sendable {
  /// The file, as it was named.
  public var file: String
  /// The shortcuts that can be imported, in file order: those with no error.
  public var shortcuts: [VoiceShortcut]
  /// Every problem, by line and column.
  public var problems: [LegacyShortcutProblem]
  /// How many shortcuts the file holds.
  public var shortcutsInFile: Int
  /// Where each importable shortcut's phrase is, by its identifier.
  var phrasePositions: [UUID: SourcePosition] = [:]

  /// Creates a report.
  public init(
    file: String, shortcuts: [VoiceShortcut], problems: [LegacyShortcutProblem],
    shortcutsInFile: Int
  ) {
    self.file = file
    self.shortcuts = shortcuts
    self.problems = problems
    self.shortcutsInFile = shortcutsInFile
  }

  /// Whether any problem is an error: some shortcut (or the file) cannot be imported.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }

  /// The problems that are errors.
  public var errors: [LegacyShortcutProblem] { problems.filter { $0.severity == .error } }

  /// The problems that are warnings.
  public var warnings: [LegacyShortcutProblem] { problems.filter { $0.severity == .warning } }

  /// The report for a person: each problem as `file:line:column: warning|error: message`, then
  /// each shortcut that imports (`“Clam chowder time” → OrderSoup soup=… (Soup Chef)`), then a
  /// tally (`1 of 2 shortcuts can be imported; 1 error, 1 warning.`).
  public var lines: [String] {
    lines(maxProblems: nil)
  }

  /// ``lines``, with at most `maxProblems` problems and then how many more there are, for a
  /// command whose point is importing rather than listing every problem.
  public func lines(maxProblems: Int?) -> [String] {
    var shown = problems.map(\.description)
    if let maxProblems, shown.count > maxProblems {
      let more = shown.count - maxProblems
      shown =
        Array(shown.prefix(maxProblems)) + [
          "\(file): … and \(more) more problem\(more == 1 ? "" : "s") "
            + "(sirisim shortcuts check lists them all)"
        ]
    }
    return shown + shortcuts.map { "\(file): \($0.summary)" } + [tally]
  }

  /// A problem at the phrase of the shortcut with this identifier (one of ``shortcuts``), such
  /// as why it wasn't saved; at the top of the file for another identifier.
  public func problem(
    _ severity: LegacyShortcutProblem.Severity, at shortcut: UUID, _ message: String
  ) -> LegacyShortcutProblem {
    let position = phrasePositions[shortcut]
    return LegacyShortcutProblem(
      file: file, line: position?.line ?? 1, column: position?.column ?? 1, severity: severity,
      message: message, shortcut: shortcut)
  }

  private var tally: String {
    let errorCount = errors.count
    let warningCount = warnings.count
    let counts =
      "\(errorCount) error\(errorCount == 1 ? "" : "s"), "
      + "\(warningCount) warning\(warningCount == 1 ? "" : "s")"
    let noun = shortcutsInFile == 1 ? "shortcut" : "shortcuts"
    return "\(shortcuts.count) of \(shortcutsInFile) \(noun) can be imported; \(counts)."
  }
}
