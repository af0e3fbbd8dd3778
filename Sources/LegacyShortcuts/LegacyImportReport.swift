import ConversationRuntime

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
    problems.map(\.description) + shortcuts.map { "\(file): \($0.summary)" } + [tally]
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
