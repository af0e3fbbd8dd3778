/// The rows of a subcommand table that are the same for every executable built on SiriSimCLI
/// (`sirisim`, `coffee-siri`): the subcommands that do not depend on the apps, run in an empty
/// sandbox, so each table lists only what its apps make different.
extension SubcommandCase {
  /// A file of App Intents code for `adopt` to link, outside any package.
  public static let adoptableAppFile = """
    import AppIntents

    struct LogHabit: AppIntent {
      static let title: LocalizedStringResource = "Log Habit"
      func perform() async throws -> some IntentResult { .result() }
    }
    """

  /// Runs as they are meant to be used, whatever the executable's apps.
  public static let sharedSuccesses: [SubcommandCase] = [
    .init(subcommand: "suggestions", arguments: ["suggestions"], expected: "No suggestions yet"),
    .init(
      subcommand: "donations list", arguments: ["donations", "list"], expected: "No donations."),
    .init(
      subcommand: "shortcuts list", arguments: ["shortcuts", "list"], expected: "No shortcuts yet."),
    .init(
      subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/Greenhouse"],
      expected: "wrote Sources/Greenhouse/AppIntents/AddNote.swift"),
    .init(
      subcommand: "adopt",
      arguments: ["adopt", "$SANDBOX/Habits", "--no-build", "--path", "$SANDBOX/HabitsSiri"],
      files: ["Habits/LogHabit.swift": adoptableAppFile], expected: "linked 1 App Intents files of "
    ),
    .init(
      subcommand: "reset", arguments: ["reset", "--yes", "--store", "$SANDBOX/none/x.sqlite"],
      expected: "Nothing to reset: there is no store at $SANDBOX/none/x.sqlite."),
    .init(
      subcommand: "help", arguments: ["help", "match"],
      expected: "OVERVIEW: Show which App Shortcut an utterance matches"),
  ]

  /// Usage errors (status 2) whatever the executable's apps; `executable` is the name its usage
  /// lines give.
  public static func sharedUsageErrors(executable: String) -> [SubcommandCase] {
    [
      .init(
        subcommand: "ui", arguments: ["ui", "--bogus"],
        expected: "Error: Unknown option '--bogus'\nUsage: \(executable) ui <options>", status: 2),
      .init(
        subcommand: "phrases", arguments: ["phrases", "--bogus"],
        expected: "Error: Unknown option '--bogus'\nUsage: \(executable) phrases [--lint]",
        status: 2),
      .init(
        subcommand: "spotlight", arguments: ["spotlight"],
        expected: "Error: Missing expected argument '<words> ...'", status: 2),
      .init(
        subcommand: "suggestions", arguments: ["suggestions", "--bogus"],
        expected: "Usage: \(executable) suggestions [--app <name> ...]", status: 2),
      .init(
        subcommand: "donations list", arguments: ["donations", "list", "--bogus"],
        expected: "Usage: \(executable) donations list [--store <path>]", status: 2),
      .init(
        subcommand: "donations delete", arguments: ["donations", "delete"], expected: "--intent",
        status: 2),
      .init(
        subcommand: "shortcuts list", arguments: ["shortcuts", "list", "--bogus"],
        expected: "Usage: \(executable) shortcuts list [--store <path>] [--json]", status: 2),
      .init(
        subcommand: "shortcuts rename", arguments: ["shortcuts", "rename", "a"],
        expected: "Error: Missing expected argument '<new-phrase>'", status: 2),
      .init(
        subcommand: "shortcuts remove", arguments: ["shortcuts", "remove"],
        expected: "Error: Missing expected argument '<phrase>'", status: 2),
      .init(
        subcommand: "shortcuts import", arguments: ["shortcuts", "import"],
        expected: "Usage: \(executable) shortcuts import <file>", status: 2),
      .init(
        subcommand: "shortcuts check", arguments: ["shortcuts", "check"],
        expected: "Usage: \(executable) shortcuts check <file>", status: 2),
      .init(
        subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/full"],
        files: ["full/Package.swift": ""], expected: "is not empty", status: 2),
      .init(
        subcommand: "adopt", arguments: ["adopt", "$SANDBOX/nowhere"],
        expected: "no folder at $SANDBOX/nowhere.", status: 2),
      .init(
        subcommand: "help", arguments: ["help", "fnd"],
        expected: "Unknown subcommand 'fnd'. Did you mean 'find'?", status: 2),
    ]
  }

  /// What a table lacks for the subcommands an executable's help lists: "no success: X" for a
  /// subcommand no row of `successes` runs, "no usage error: X" for one no row of
  /// `usageErrors` runs; empty when every listed subcommand has both.
  public static func gaps(
    listed: [String], successes: [SubcommandCase], usageErrors: [SubcommandCase]
  ) -> [String] {
    listed.flatMap { subcommand in
      [
        successes.contains { $0.subcommand == subcommand } ? nil : "no success: \(subcommand)",
        usageErrors.contains { $0.subcommand == subcommand }
          ? nil : "no usage error: \(subcommand)",
      ].compactMap { $0 }
    }
  }
}
