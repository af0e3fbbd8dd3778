import CLITestSupport
import Foundation
import Testing

/// What every command line owes a person: a version, "did you mean", exit statuses, help and
/// completions.
@Suite struct CommandLineConventionTests {
  @Test func printsTheVersionAlone() throws {
    let run = try sirisim().run(["--version"])
    #expect(run.status == 0)
    let parts = run.output.trimmingSuffix("\n").split(
      separator: ".", omittingEmptySubsequences: false)
    #expect(
      parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
      "\(run.output)")
  }

  @Test(arguments: [
    (["mach"], "Unknown subcommand 'mach'. Did you mean 'match'?"),
    (["rnu", "OrderSoup"], "Unknown subcommand 'rnu'. Did you mean 'run'?"),
    (["zzzzzz"], "Subcommands: ui, converse, run,"),
    (["run", "OrderSoup", "sop=clam"], "Did you mean 'soup'?"),
    (["match", "--voice-only", "order soup"], "Usage: sirisim match"),
    (
      ["match", "--locale", "xx", "Order soup"],
      "--locale: no phrases for “xx”. Locales: de, en, fr."
    ),
    (["run"], "Usage: sirisim run"),
    (["replay", "--cast", "two.cast", "a.siri", "b.siri"], "Usage: sirisim replay"),
    (
      ["run", "OrderSoup", "soup=Tomato Soup", "soup=Clam Chowder"],
      "soup is given twice (soup=Tomato Soup, soup=Clam Chowder). Give it once."
    ),
    (
      ["converse", "--now", "2026-02-30T12:00:00Z"],
      "--now wants an ISO 8601 time such as 2026-11-21T12:00:00Z, not “2026-02-30T12:00:00Z”."
    ),
  ])
  func reportsAUsageError(arguments: [String], message: String) throws {
    let run = try sirisim().run(arguments)
    #expect(run.status == 2)
    expectLines([message], in: run.combined)
  }

  /// A command that could not print what it was asked for says so and does not claim success.
  @Test func failsWhenStandardOutputCannotBeWritten() throws {
    let sandbox = try sirisim()
    let full = try sandbox.run(
      ["match", "Order clam chowder from Soup Chef"], inputBytes: Data(), outputPath: "/dev/full")
    #expect(full.status == 1)
    expectLines(["sirisim: standard output: No space left on device."], in: full.errorOutput)
    let written = try sandbox.run(["match", "Order clam chowder from Soup Chef"])
    #expect(written.status == 0)
  }

  @Test func readsFrenchPhrasesForAFrenchLocale() throws {
    let run = try sirisim().run(
      ["match", "--locale", "fr_FR", "Commander tomato soup chez Soup Chef"])
    #expect(run.status == 0)
    expectLines(["via “Commander ${soup} chez ${applicationName}”"], in: run.output)
  }

  @Test func listsTheDefaultCommandsOptionsInTheTopLevelHelp() throws {
    let run = try sirisim().run(["--help"])
    expectLines(
      ["Options of the default command (sirisim ui):", "--echo/--no-echo", "--version"],
      in: run.output)
  }

  @Test(arguments: [
    (
      ["ui", "--", "--app", "3", "0", "sirisim", "ui", "--app", ""],
      "Soup Chef\nTrails\nBook Library"
    ),
    (["run", "--", "positional@0", "2", "2", "sirisim", "run", "Or"], "OrderSoup"),
    (
      ["run", "--", "positional@1", "4", "0", "sirisim", "run", "OrderSoup", "quantity=7", ""],
      "soup=\ntoppings="
    ),
    (
      [
        "run", "--", "positional@1", "5", "4", "sirisim", "run", "AddBook", "title=Dune", "--then",
        "Open",
      ],
      "OpenBook"
    ),
    (["match", "--", "--locale", "3", "0", "sirisim", "match", "--locale", ""], "de\nen\nfr"),
  ])
  func completesAsTheGeneratedScriptsAsk(arguments: [String], expected: String) throws {
    let run = try sirisim().run(["---completion"] + arguments)
    expectLines([expected], in: run.output)
  }

  @Test(arguments: [
    (["run", "OrderSoup", "soup=tomato", "--now", now], "ferry building\norder\n", Int32(0)),
    (["run", "OrderSoup", "soup=tomato", "--now", now], "cancel\n", 1),
    (["run", "OrderSoup", "soup=tomato", "--now", now], "ferry building\nno\n", 1),
    (["run", "OrderSoup", "soup=tomato", "--now", now], "", 1),
    (["converse", "--now", now], "Order Soup Chef\n", 0),
    (["match", "zzzz qqqq"], "", 1),
  ])
  func exitsWithTheConversationsOutcome(arguments: [String], input: String, status: Int32) throws {
    let run = try sirisim().run(arguments, input: input)
    #expect(run.status == status, "\(run.combined)")
  }
}

extension String {
  /// The string without `suffix` at its end, when it ends so.
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}
