import CLITestSupport
import Testing

/// Every subcommand `sirisim --help` lists, run once as it is meant to be used and once with a
/// usage error (status 2, the error and the subcommand's own usage).
@Suite struct SubcommandTests {
  static let transcript = "$ROOT/Tests/Transcripts/soup-chef-order-clam-chowder.siri"
  static let legacy = "$ROOT/Tests/LegacyShortcutsTests/Fixtures/soup-chef-legacy.json"
  static let successes = SubcommandCase.sharedSuccesses + ownSuccesses

  /// The runs as meant that depend on sirisim's apps (CLITestSupport has the others).
  static let ownSuccesses: [SubcommandCase] = [
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
    .init(
      subcommand: "donations delete", arguments: ["donations", "delete", "--intent", "OrderSoup"],
      expected: "Deleted 0 donations."),
    .init(
      subcommand: "shortcuts add",
      arguments: ["shortcuts", "add", "Soup time", "OrderSoup", "soup=Tomato Soup"],
      expected: "Added “Soup time” → OrderSoup 'soup=Tomato Soup' (Soup Chef)."),
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
  ]

  static let usageErrors = SubcommandCase.sharedUsageErrors(executable: "sirisim") + ownUsageErrors

  /// The usage errors that depend on sirisim's apps (CLITestSupport has the others).
  static let ownUsageErrors: [SubcommandCase] = [
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
      subcommand: "apps", arguments: ["apps", "--app", "Nope"],
      expected: "Error: No app named “Nope” in sirisim. Its apps: Soup Chef, Trails, Book Library.",
      status: 2),
    .init(
      subcommand: "shortcuts add", arguments: ["shortcuts", "add", "Lunch"],
      expected: "Usage: sirisim shortcuts add", status: 2),
    .init(
      subcommand: "init", arguments: ["init", "Greenhouse", "--path", "$SANDBOX/notes.txt"],
      files: ["notes.txt": "mine"], expected: "notes.txt is a file, not a folder.", status: 2),
    .init(
      subcommand: "reset", arguments: ["reset", "--store", "$SANDBOX/s.sqlite"],
      before: [["shortcuts", "add", "Lunch", "OrderSoup", "--store", "$SANDBOX/s.sqlite"]],
      expected: "add --yes to reset everything", status: 2),
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
    let gaps = SubcommandCase.gaps(
      listed: listed, successes: Self.successes, usageErrors: Self.usageErrors)
    #expect(gaps.isEmpty, "\(gaps.joined(separator: "\n"))")
  }

  /// The coverage check names each subcommand a table lacks a row for, and which row.
  @Test func coverageCheckNamesTheMissingRows() {
    let apps = SubcommandCase(subcommand: "apps", arguments: ["apps"], expected: "")
    let gaps = SubcommandCase.gaps(listed: ["apps", "find"], successes: [apps], usageErrors: [])
    #expect(gaps == ["no usage error: apps", "no success: find", "no usage error: find"])
  }
}
