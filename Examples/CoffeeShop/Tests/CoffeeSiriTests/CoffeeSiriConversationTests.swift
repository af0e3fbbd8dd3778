import CLITestSupport
import Foundation
import Testing

/// Coffee Corner's conversations typed to `coffee-siri` through a pipe: plain and JSON lines,
/// as a script or a person with no terminal drives them.
@Suite struct CoffeeSiriConversationTests {
  @Test func ordersALatteThroughEveryKindOfQuestion() throws {
    let run = try coffeeSiri().run(
      ["--now", now],
      input: typed("Order a latte from Coffee Corner", "2", "large", "Harbor Street", "yes"))
    #expect(run.status == 0)
    expectLines(
      [
        "→ Coffee Corner · Order a Drink · drink: “latte”",
        "2. Oat Milk Latte — Espresso, oat milk", "Siri: Which size would you like?",
        "Siri: Which café should make it?", "│ Large Oat Milk Latte",
        "Siri: Order 101 is in: your Oat Milk Latte will be ready at Harbor Street in 5 minutes.",
      ], in: run.combined)
  }

  @Test func ordersInFrenchFromThePackagesOwnPhrases() throws {
    let run = try coffeeSiri().run(
      ["converse", "--now", now, "--locale", "fr", "--store", ":memory:"],
      input: typed("Commander un café chez Coffee Corner", "Flat White", "moyen", "1", "oui"))
    expectLines(
      ["→ Coffee Corner · Order a Drink", "Siri: Order 101 is in: your Flat White"],
      in: run.combined)
  }

  /// Cold brew, small, the first café, then ordered: the lines before each test's own.
  static let coldBrewOrdered = ["Order a cold brew from Coffee Corner", "small", "1", "yes"]

  @Test func requestChoiceMarksTheDestructiveOption() throws {
    let lines = Self.coldBrewOrdered + ["Cancel my order at Coffee Corner", "1"]
    let run = try coffeeSiri().run(
      ["converse", "--now", now, "--store", ":memory:"], input: typed(lines))
    expectLines(["  1. ⚠ Cancel Order 101", "Siri: Order 101 is cancelled."], in: run.combined)
  }

  @Test func requestChoiceInJSONHasItsPurposeAndStyles() throws {
    let lines = Self.coldBrewOrdered + ["Cancel my order at Coffee Corner", "keep it"]
    let run = try coffeeSiri().run(
      ["converse", "--json", "--now", now, "--store", ":memory:"], input: typed(lines))
    expectLines(
      ["\"purpose\":\"options\"", "\"style\":\"destructive\",\"title\":\"Cancel Order 101\""],
      in: run.combined)
  }

  @Test func matchAnswersWhatNoShortcutFits() throws {
    let run = try coffeeSiri().run(
      ["match", "--json"],
      input: typed(
        "Order coffee beans from Coffee Corner", "Rename my order at Coffee Corner",
        "Coffee Corner", "Order pho from DoorDash"))
    expectLines(
      [
        // A negative phrase never orders; a verb the app lacks is refused.
        #""miss":{"answer":"unsupported","app":"Coffee Corner"},"utterance":"Order coffee beans"#,
        #""miss":{"answer":"unsupported","app":"Coffee Corner"},"utterance":"Rename"#,
        // The name alone opens the app; an app that isn't loaded is named.
        #""miss":{"answer":"openedApp","app":"Coffee Corner"}"#,
        #""miss":{"answer":"notLoaded","app":"DoorDash"}"#,
      ], in: run.combined)
  }

  @Test func saysInJSONThatItDoesNotKnowTheApp() throws {
    let run = try coffeeSiri().run(
      ["converse", "--json", "--store", ":memory:"], input: typed("Order pho from DoorDash"))
    expectLines(
      ["I don't know an app called DoorDash. The only app here is Coffee Corner."],
      in: run.combined)
  }

  @Test func printsSiriSimsVersion() throws {
    let run = try coffeeSiri().run(["--version"])
    #expect(run.status == 0)
    let parts = run.output.trimmingCharacters(in: .newlines).split(
      separator: ".", omittingEmptySubsequences: false)
    #expect(
      parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
      "\(run.output)")
  }

  @Test func replaysEveryTranscriptOfThePackage() throws {
    let folder = packageFolder.appendingPathComponent("Transcripts")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".siri") }.sorted()
    #expect(files.count > 10)
    // The transcripts name files by their paths from the repository's root, where CI runs.
    let run = try coffeeSiri().run(["replay"] + files.map { transcript($0) }, in: repositoryRoot)
    #expect(run.status == 0, "\(run.combined)")
    expectLines(files.map { "PASS \(transcript($0))" }, in: run.combined)
  }

  @Test func playWritesTheConversationToACast() throws {
    let sandbox = try coffeeSiri()
    let run = try sandbox.run(
      ["play", "--cast", sandbox.path("latte.cast"), transcript("order-a-latte.siri")])
    #expect(run.status == 0, "\(run.combined)")
    let cast = try String(contentsOfFile: sandbox.path("latte.cast"), encoding: .utf8)
    #expect(cast.contains("Oat Milk Latte"))
  }
}
