import CLITestSupport
import Testing

/// Every subcommand `coffee-siri --help` lists (the whole `sirisim` command line over Coffee
/// Corner), run once as it is meant to be used and once with a usage error.
@Suite struct CoffeeSiriSubcommandTests {
  static let latte = "$PACKAGE/Transcripts/order-a-latte.siri"
  /// A SiriKit-era shortcuts file with none in it (Coffee Corner migrated no SiriKit intent).
  static let noShortcuts = #"{"voiceShortcuts": []}"#
  static let successes = SubcommandCase.sharedSuccesses + ownSuccesses

  /// The runs as meant that depend on coffee-siri's apps (CLITestSupport has the others).
  static let ownSuccesses: [SubcommandCase] = [
    .init(
      subcommand: "ui", arguments: ["ui", "--now", now],
      input: typed("Order a latte from Coffee Corner", "cancel"), expected: "Siri: Cancelled."),
    .init(
      subcommand: "converse", arguments: ["converse", "--now", now],
      input: typed("Order a latte from Coffee Corner", "cancel"), expected: "Siri: Which drink?"),
    .init(
      subcommand: "run",
      arguments: ["run", "OrderDrink", "drink=Cold Brew", "size=small", "--now", now],
      input: typed("1", "yes"), expected: "Order 101 is in: your Cold Brew"),
    .init(subcommand: "replay", arguments: ["replay", latte], expected: "PASS "),
    .init(
      subcommand: "play", arguments: ["play", "--cast", "$SANDBOX/a.cast", latte], expected: ""),
    .init(
      subcommand: "match", arguments: ["match", "Order a latte from Coffee Corner"],
      expected: "Coffee Corner › OrderDrink"),
    .init(
      subcommand: "phrases", arguments: ["phrases"],
      expected: "Order a ${drink} from ${applicationName}"),
    .init(
      subcommand: "spotlight", arguments: ["spotlight", "lattte", "--store", ":memory:"],
      expected: "2. Oat Milk Latte — Espresso, oat milk — Coffee Corner"),
    .init(subcommand: "apps", arguments: ["apps"], expected: "Coffee Corner"),
    .init(
      subcommand: "donations delete",
      arguments: ["donations", "delete", "--intent", "OrderDrink"],
      expected: "Deleted 0 donations."),
    .init(
      subcommand: "shortcuts add",
      arguments: ["shortcuts", "add", "Coffee time", "OrderDrink", "drink=Cold Brew"],
      expected: "Added “Coffee time” → OrderDrink 'drink=Cold Brew' (Coffee Corner)."),
    .init(
      subcommand: "shortcuts rename", arguments: ["shortcuts", "rename", "Brew", "Cold one"],
      before: [["shortcuts", "add", "Brew", "OrderDrink"]],
      expected: "Renamed “Brew” to “Cold one”."),
    .init(
      subcommand: "shortcuts remove", arguments: ["shortcuts", "remove", "BREW"],
      before: [["shortcuts", "add", "Brew", "OrderDrink"]], expected: "Removed “Brew”"),
    .init(
      subcommand: "shortcuts import", arguments: ["shortcuts", "import", "$SANDBOX/legacy.json"],
      files: ["legacy.json": Self.noShortcuts],
      expected: "0 of 0 shortcuts can be imported; 0 errors, 0 warnings."),
    .init(
      subcommand: "shortcuts check", arguments: ["shortcuts", "check", "$SANDBOX/legacy.json"],
      files: ["legacy.json": Self.noShortcuts],
      expected: "legacy.json: 0 shortcuts map onto App Intents."),
  ]

  /// Subcommands with nothing to do for Coffee Corner, and what they say instead of succeeding.
  static let withoutASuccess: [SubcommandCase] = [
    // Coffee Corner declares no EntityPropertyQuery: no entity has a Find action.
    .init(
      subcommand: "find", arguments: ["find", "Drink"],
      expected: "No entity type named “Drink” has a Find action. Types: none.", status: 1)
  ]

  static let usageErrors =
    SubcommandCase.sharedUsageErrors(executable: "coffee-siri") + ownUsageErrors

  /// The usage errors that depend on coffee-siri's apps (CLITestSupport has the others).
  static let ownUsageErrors: [SubcommandCase] = [
    .init(
      subcommand: "converse", arguments: ["converse", "--app", "Soup Chef"],
      expected: "No app named “Soup Chef” in coffee-siri. Its apps: Coffee Corner.", status: 2),
    .init(
      subcommand: "run", arguments: ["run", "orderdrink"],
      expected: "Unknown intent 'orderdrink'. Did you mean 'OrderDrink'?", status: 2),
    .init(
      subcommand: "replay", arguments: ["replay", "--cast-format", "v2", latte],
      expected: "--cast-format needs --cast FILE.", status: 2),
    .init(
      subcommand: "play", arguments: ["play", latte],
      expected: "play needs a terminal. Record it without one with --cast OUT.cast", status: 2),
    .init(
      subcommand: "match", arguments: ["match", "--jsn", "Order a latte from Coffee Corner"],
      expected: "Unknown option '--jsn'. Did you mean '--json'?", status: 2),
    .init(
      subcommand: "find", arguments: ["find", "Drink", "--where", "name"],
      expected: "Usage: coffee-siri find <entity>", status: 2),
    .init(
      subcommand: "apps", arguments: ["apps", "--app", "Nope"],
      expected: "Error: No app named “Nope” in coffee-siri. Its apps: Coffee Corner.", status: 2),
    .init(
      subcommand: "shortcuts add", arguments: ["shortcuts", "add", "Brew"],
      expected: "Usage: coffee-siri shortcuts add", status: 2),
    .init(
      subcommand: "reset", arguments: ["reset", "--store", "$SANDBOX/s.sqlite"],
      before: [["shortcuts", "add", "Brew", "OrderDrink", "--store", "$SANDBOX/s.sqlite"]],
      expected: "add --yes to reset everything", status: 2),
  ]

  @Test(arguments: successes) func succeeds(_ run: SubcommandCase) throws {
    try run.check(executable: "coffee-siri", placeholders: ["$PACKAGE": packageFolder.path])
  }

  @Test(arguments: withoutASuccess) func saysWhyItHasNothingToDo(_ run: SubcommandCase) throws {
    try run.check(executable: "coffee-siri")
  }

  @Test(arguments: usageErrors) func reportsAUsageError(_ run: SubcommandCase) throws {
    try run.check(executable: "coffee-siri", placeholders: ["$PACKAGE": packageFolder.path])
  }

  /// The tables above cover every subcommand the help lists, so a new one needs its rows.
  @Test func coversEverySubcommandTheHelpLists() throws {
    let listed = try coffeeSiri().listedSubcommands()
    #expect(listed.count > 10)
    let gaps = SubcommandCase.gaps(
      listed: listed, successes: Self.successes + Self.withoutASuccess,
      usageErrors: Self.usageErrors)
    #expect(gaps.isEmpty, "\(gaps.joined(separator: "\n"))")
  }
}
