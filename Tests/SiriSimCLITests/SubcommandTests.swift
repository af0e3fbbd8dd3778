import CLITestSupport
import Testing

/// Every subcommand `sirisim --help` lists, run once as it is meant to be used and once with a
/// usage error (status 2, the error and the subcommand's own usage).
@Suite struct SubcommandTests {
  static let transcript = "$ROOT/Tests/Transcripts/soup-chef-order-clam-chowder.siri"
  static let legacy = "$ROOT/Tests/LegacyShortcutsTests/Fixtures/soup-chef-legacy.json"
  static let appFile = """
    import AppIntents

    struct LogHabit: AppIntent {
      static let title: LocalizedStringResource = "Log Habit"
      func perform() async throws -> some IntentResult { .result() }
    }
    """

  static let successes: [SubcommandCase] = [
    .init(
      subcommand: "ui", arguments: ["ui", "--now", now], input: typed("Order Soup Chef", "cancel"),
      expected: "Siri: Cancelled."),
    .init(
      subcommand: "converse", arguments: ["converse", "--now", now],
      input: typed("Order Soup Chef", "cancel"), expected: "Siri: Which soup?"),
    .init(
      subcommand: "run", arguments: ["run", "OrderSoup", "soup=tomato", "--now", now],
      input: typed("ferry building", "order"),
      expected: "Your Tomato Soup order will be ready in 10 minutes."),
    .init(subcommand: "replay", arguments: ["replay", transcript], expected: "PASS "),
    .init(
      subcommand: "play", arguments: ["play", "--cast", "$SANDBOX/a.cast", transcript],
      expected: ""),
    .init(
      subcommand: "match", arguments: ["match", "Order tomato soup from Soup Chef"],
      expected: "match  1.000  Soup Chef › OrderSoup"),
    .init(
      subcommand: "find",
      arguments: ["find", "Book", "--where", "title contains Darkness", "--sort", "title"],
      expected: "Heart of Darkness\nThe Left Hand of Darkness"),
    .init(
      subcommand: "phrases", arguments: ["phrases", "--lint"], expected: "0 errors, 0 warnings"),
    .init(
      subcommand: "spotlight",
      arguments: ["spotlight", "half", "dome", "--store", "$SANDBOX/s.sqlite"],
      expected: "1. Half Dome Trail — Trails"),
    .init(subcommand: "apps", arguments: ["apps"], expected: "Find Trails: sirisim find Trail"),
    .init(subcommand: "suggestions", arguments: ["suggestions"], expected: "No suggestions yet"),
    .init(
      subcommand: "donations list", arguments: ["donations", "list"], expected: "No donations."),
    .init(
      subcommand: "donations delete", arguments: ["donations", "delete", "--intent", "OrderSoup"],
      expected: "Deleted 0 donations."),
    .init(
      subcommand: "shortcuts add",
      arguments: ["shortcuts", "add", "Soup time", "OrderSoup", "soup=Tomato Soup"],
      expected: "Added “Soup time” → OrderSoup 'soup=Tomato Soup' (Soup Chef)."),
    .init(
      subcommand: "shortcuts list", arguments: ["shortcuts", "list"], expected: "No shortcuts yet."),
    .init(
      subcommand: "shortcuts rename", arguments: ["shortcuts", "rename", "Lunch", "Soup o clock"],
      before: [["shortcuts", "add", "Lunch", "OrderSoup"]],
      expected: "Renamed “Lunch” to “Soup o clock”."),
    .init(
      subcommand: "shortcuts remove", arguments: ["shortcuts", "remove", "LUNCH"],
      before: [["shortcuts", "add", "Lunch", "OrderSoup"]], expected: "Removed “Lunch”"),
    .init(
      subcommand: "shortcuts import", arguments: ["shortcuts", "import", legacy],
      expected: "Imported “Clam chowder time” → OrderSoup"),
    .init(
      subcommand: "shortcuts check", arguments: ["shortcuts", "check", legacy],
      expected: "1 shortcut map onto App Intents."),
    .init(
      subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/Greenhouse"],
      expected: "wrote Sources/Greenhouse/AppIntents/AddNote.swift"),
    .init(
      subcommand: "adopt",
      arguments: ["adopt", "$SANDBOX/Habits", "--no-build", "--path", "$SANDBOX/HabitsSiri"],
      files: ["Habits/LogHabit.swift": appFile], expected: "linked 1 App Intents files of "),
    .init(
      subcommand: "reset", arguments: ["reset", "--yes", "--store", "$SANDBOX/none/x.sqlite"],
      expected: "Nothing to reset: there is no store at $SANDBOX/none/x.sqlite."),
    .init(
      subcommand: "help", arguments: ["help", "match"],
      expected: "OVERVIEW: Show which App Shortcut an utterance matches"),
  ]

  static let usageErrors: [SubcommandCase] = [
    .init(
      subcommand: "ui", arguments: ["ui", "--bogus"],
      expected: "Error: Unknown option '--bogus'\nUsage: sirisim ui <options>", status: 2),
    .init(
      subcommand: "converse", arguments: ["converse", "--record", "/nonexistent-folder/x.siri"],
      expected: "/nonexistent-folder/x.siri: cannot be written", status: 2),
    .init(
      subcommand: "run", arguments: ["run", "ordersoup"],
      expected: "Unknown intent 'ordersoup'. Did you mean 'OrderSoup'?", status: 2),
    .init(
      subcommand: "replay", arguments: ["replay", "--cast-format", "v2", transcript],
      expected: "--cast-format needs --cast FILE.", status: 2),
    .init(
      subcommand: "play", arguments: ["play", transcript],
      expected: "play needs a terminal. Record it without one with --cast OUT.cast", status: 2),
    .init(
      subcommand: "match", arguments: ["match", "--jsn", "Order tomato soup from Soup Chef"],
      expected: "Unknown option '--jsn'. Did you mean '--json'?", status: 2),
    .init(
      subcommand: "find", arguments: ["find", "Trail", "--where", "name"],
      expected: "Usage: sirisim find <entity>", status: 2),
    .init(
      subcommand: "phrases", arguments: ["phrases", "--bogus"],
      expected: "Error: Unknown option '--bogus'\nUsage: sirisim phrases [--lint]", status: 2),
    .init(
      subcommand: "spotlight", arguments: ["spotlight"],
      expected: "Error: Missing expected argument '<words> ...'", status: 2),
    .init(
      subcommand: "apps", arguments: ["apps", "--app", "Nope"],
      expected: "Error: No app named “Nope” in sirisim. Its apps: Soup Chef, Trails, Book Library.",
      status: 2),
    .init(
      subcommand: "suggestions", arguments: ["suggestions", "--bogus"],
      expected: "Usage: sirisim suggestions [--app <name> ...]", status: 2),
    .init(
      subcommand: "donations list", arguments: ["donations", "list", "--bogus"],
      expected: "Usage: sirisim donations list [--store <path>]", status: 2),
    .init(
      subcommand: "donations delete", arguments: ["donations", "delete"], expected: "--intent",
      status: 2),
    .init(
      subcommand: "shortcuts add", arguments: ["shortcuts", "add", "Lunch"],
      expected: "Usage: sirisim shortcuts add", status: 2),
    .init(
      subcommand: "shortcuts list", arguments: ["shortcuts", "list", "--bogus"],
      expected: "Usage: sirisim shortcuts list [--store <path>] [--json]", status: 2),
    .init(
      subcommand: "shortcuts rename", arguments: ["shortcuts", "rename", "a"],
      expected: "Error: Missing expected argument '<new-phrase>'", status: 2),
    .init(
      subcommand: "shortcuts remove", arguments: ["shortcuts", "remove"],
      expected: "Error: Missing expected argument '<phrase>'", status: 2),
    .init(
      subcommand: "shortcuts import", arguments: ["shortcuts", "import"],
      expected: "Usage: sirisim shortcuts import <file>", status: 2),
    .init(
      subcommand: "shortcuts check", arguments: ["shortcuts", "check"],
      expected: "Usage: sirisim shortcuts check <file>", status: 2),
    .init(
      subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/full"],
      files: ["full/Package.swift": ""], expected: "is not empty", status: 2),
    .init(
      subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/notes.txt"],
      files: ["notes.txt": "mine"], expected: "notes.txt is a file, not a folder.", status: 2),
    .init(
      subcommand: "adopt", arguments: ["adopt", "$SANDBOX/nowhere"],
      expected: "no folder at $SANDBOX/nowhere.", status: 2),
    .init(
      subcommand: "reset", arguments: ["reset", "--store", "$SANDBOX/s.sqlite"],
      before: [["shortcuts", "add", "Lunch", "OrderSoup", "--store", "$SANDBOX/s.sqlite"]],
      expected: "add --yes to reset everything", status: 2),
    .init(
      subcommand: "help", arguments: ["help", "fnd"],
      expected: "Unknown subcommand 'fnd'. Did you mean 'find'?", status: 2),
  ]

  @Test(arguments: successes) func succeeds(_ run: SubcommandCase) throws {
    try run.check(placeholders: ["$ROOT": repositoryRoot.path])
  }

  @Test(arguments: usageErrors) func reportsAUsageError(_ run: SubcommandCase) throws {
    try run.check(placeholders: ["$ROOT": repositoryRoot.path])
  }

  /// The tables above cover every subcommand the help lists, so a new one needs its rows.
  @Test func coversEverySubcommandTheHelpLists() throws {
    let listed = try sirisim().listedSubcommands()
    #expect(listed.count > 10)
    for subcommand in listed {
      #expect(Self.successes.contains { $0.subcommand == subcommand }, "no success: \(subcommand)")
      #expect(
        Self.usageErrors.contains { $0.subcommand == subcommand }, "no usage error: \(subcommand)")
    }
  }
}
