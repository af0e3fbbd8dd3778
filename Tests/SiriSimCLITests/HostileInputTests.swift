import CLITestSupport
import Testing

/// Input made to break a terminal or a reader: control characters, huge numbers, long phrases.
/// Nothing crashes and nothing prints a raw control character.
@Suite struct HostileInputTests {
  /// Expects that the run ended by itself and printed no C0 or C1 control character but
  /// newlines and tabs.
  func expectInert(_ run: CommandRun, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status < 128, "died with status \(run.status)", sourceLocation: sourceLocation)
    let control = run.combined.unicodeScalars.first {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
    #expect(control == nil, "printed a raw control character", sourceLocation: sourceLocation)
  }

  @Test func showsAnEscapeInAMatchArgumentInert() throws {
    let sandbox = try sirisim()
    let run = try sandbox.run(["match", "Order \u{1B}]0;pwned\u{7} soup from Soup Chef"])
    expectInert(run)
    expectLines(["“Order ␛]0;pwned␇ soup from Soup Chef”"], in: run.output)
    expectInert(try sandbox.run(["match", "--json", "Order \u{1B}]0;pwned\u{7} soup"]))
  }

  @Test func namesAnAppWithAnEscapeInert() throws {
    let run = try sirisim().run(["--app", "\u{1B}[2J"])
    expectInert(run)
    expectLines(["No app named “␛[2J”"], in: run.combined)
  }

  @Test func keepsTheSmallestIntAnswerInert() throws {
    let sandbox = try sirisim()
    expectInert(
      try sandbox.run(["run", "OrderSoup", "--now", now], input: "-9223372036854775808\n"))
  }

  @Test func readsPhraseFilesWithEscapesInert() throws {
    let sandbox = try sirisim()
    try sandbox.write(
      #""Order ${applicationName}" = "Order \U001B]2;pwned\U0007 ${applicationName}";"#
        + "\n" + #""\U001B[2J" = "x";"# + "\n",
      to: "evil/Soup Chef/en.lproj/AppShortcuts.strings")
    try sandbox.write(
      #""Soup \U001B[31mKitchen" = "soup kitchen";"# + "\n",
      to: "evil/Soup Chef/AlternativeAppNames.strings")
    let phrases = ["--phrases", sandbox.path("evil")]
    for command in [["phrases"], ["phrases", "--lint"], ["apps"]] {
      expectInert(try sandbox.run(command + phrases))
    }
    let lint = try sandbox.run(["phrases", "--lint"] + phrases)
    expectLines(["AppShortcuts.strings:2:1: warning: This phrase is not used"], in: lint.combined)
    let help = try sandbox.run(["converse", "--now", now] + phrases, input: typed("pwned soup"))
    expectInert(help)
    expectLines(["Order ␛]2;pwned␇ Soup Chef"], in: help.output)
  }

  @Test func matchesBesideAPhraseOf5100Words() throws {
    let sandbox = try sirisim()
    let words = Array(repeating: "word", count: 5100).joined(separator: " ")
    try sandbox.write(
      #""Order ${soup} from ${applicationName}" = ""# + words
        + #" ${soup} ${applicationName}";"# + "\n",
      to: "long/Soup Chef/en.lproj/AppShortcuts.strings")
    let phrases = ["--phrases", sandbox.path("long")]
    let run = try sandbox.run(["match", "Order tomato soup from Soup Chef"] + phrases)
    expectInert(run)
    expectLines(["Soup Chef › OrderSoup"], in: run.output)
    let lint = try sandbox.run(["phrases", "--lint"] + phrases)
    expectLines(
      [
        "AppShortcuts.strings:1:43: error: Phrase is too long: it has 25526 bytes", "1 error",
      ], in: lint.combined)
  }
}
