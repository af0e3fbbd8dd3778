import CLITestSupport
import Foundation
import Testing

/// What Siri remembers between runs, in a real SQLite store in the sandbox: donations,
/// suggestions, Add to Siri shortcuts, SiriKit-era shortcuts, Spotlight and `reset`.
@Suite struct StoreTests {
  static let order = typed("order tomato soup from soup chef", "ferry building", "yes")

  /// A sandbox whose store remembers two tomato soup orders.
  func twoOrders() throws -> (CommandSandbox, [String]) {
    let sandbox = try sirisim()
    let store = ["--store", sandbox.path("memory.sqlite")]
    let run = try sandbox.run(["converse", "--now", now] + store, input: Self.order + Self.order)
    expectLines(["Your Tomato Soup order will be ready in 10 minutes."], in: run.output)
    return (sandbox, store)
  }

  @Test func keepsDonationsInASQLiteFileInWALMode() throws {
    let (sandbox, _) = try twoOrders()
    let header = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("memory.sqlite")))
    #expect(header.prefix(15) == Data("SQLite format 3".utf8))
    #expect(Array(header[18...19]) == [2, 2])
  }

  @Test func suggestsTheHabitWithItsReason() throws {
    let (sandbox, store) = try twoOrders()
    let run = try sandbox.run(["suggestions", "--now", now] + store)
    #expect(run.status == 0)
    expectLines(
      [
        "1. Order Soup · soup: Tomato Soup", "You order Tomato Soup around noon · 2 times",
        "sirisim run OrderSoup 'soup=Tomato Soup'",
      ], in: run.output)
    expectLines(
      [#""reason":"You order Tomato Soup around noon""#],
      in: try sandbox.run(["suggestions", "--json", "--now", now] + store).output)
    expectLines(
      ["You order Tomato Soup around noon"],
      in: try sandbox.run(["suggestions", "--now", "2026-11-21T19:00:00Z"] + store).output)
  }

  @Test func runsTheTopSuggestionInPlainAndJSONMode() throws {
    let (sandbox, store) = try twoOrders()
    let plain = try sandbox.run(
      ["converse", "--now", now] + store, input: typed(":suggestions", ":suggestion", "yes"))
    expectLines(
      ["1. Order Soup · soup: Tomato Soup", "Pick up from Ferry Building"], in: plain.output)
    let stray = try sandbox.run(
      ["converse", "--now", now] + store, input: typed("", ":suggestion", "", "cancel"))
    expectLines(["Please answer “Order” or “Cancel”.", "Siri: Cancelled."], in: stray.combined)
    let json = try sandbox.run(
      ["converse", "--json", "--now", now] + store, input: typed(":suggestions"))
    expectLines([#""text":"1. Order Soup · soup: Tomato Soup"#], in: json.output)
  }

  @Test func listsAndDeletesDonations() throws {
    let (sandbox, store) = try twoOrders()
    expectLines(
      ["Soup Chef · Order Soup · soup: Tomato Soup", "[completed]"],
      in: try sandbox.run(["donations", "list"] + store).output)
    expectLines(
      ["Deleted 2 donations."],
      in: try sandbox.run(["donations", "delete", "--intent", "OrderSoup"] + store).output)
    expectLines(
      ["No suggestions yet"], in: try sandbox.run(["suggestions", "--now", now] + store).output)
  }

  @Test func runsASavedPhraseSaidWithATypo() throws {
    let sandbox = try sirisim()
    let store = ["--store", sandbox.path("s.sqlite")]
    let add = try sandbox.run(
      [
        "shortcuts", "add", "Soup time", "OrderSoup", "soup=Tomato Soup",
        "storeLocation=Ferry Building",
      ]
        + store)
    expectLines(
      [
        "Added “Soup time” → OrderSoup 'soup=Tomato Soup' 'storeLocation=Ferry Building' (Soup Chef)."
      ], in: add.output)
    let run = try sandbox.run(["converse", "--now", now] + store, input: typed("soup tiem", "yes"))
    expectLines(
      [
        "→ Soup Chef · Order Soup · soup: Tomato Soup · storeLocation: Ferry Building",
        "[Order]  [Cancel]", "Pick up from Ferry Building",
      ], in: run.combined)
  }

  @Test(arguments: [
    (["Order Soup Chef", "OrderSoup"], "is already how you start Soup Chef's Order Soup"),
    (["soup time", "OrderSoup"], "is too close to your shortcut “Soup time”"),
    (["Lunch", "OrderSoup", "flavor=x"], "flavor"),
  ])
  func refusesAPhraseItCannotSave(arguments: [String], reason: String) throws {
    let sandbox = try sirisim()
    let store = ["--store", sandbox.path("s.sqlite")]
    _ = try sandbox.run(["shortcuts", "add", "Soup time", "OrderSoup"] + store)
    let run = try sandbox.run(["shortcuts", "add"] + arguments + store)
    #expect(run.status == 1)
    expectLines([reason], in: run.combined)
  }

  @Test func addsToSiriAfterARun() throws {
    let sandbox = try sirisim()
    let store = ["--store", sandbox.path("s.sqlite")]
    let plain = try sandbox.run(
      ["converse", "--now", now] + store, input: Self.order + typed(":add-to-siri Chowder o clock"))
    expectLines(["Added to Siri: “Chowder o clock” → OrderSoup"], in: plain.combined)
    let early = try sandbox.run(
      ["converse", "--now", now] + store, input: typed(":add-to-siri Too soon"))
    expectLines(["Run something first"], in: early.combined)
    let json = try sandbox.run(
      ["converse", "--json", "--now", now] + store,
      input: Self.order + typed(":add-to-siri Json lunch"))
    expectLines([#""text":"Added to Siri: “Json lunch”"#], in: json.output)
    expectLines(
      ["“Chowder o clock” → OrderSoup", "“Json lunch” → OrderSoup"],
      in: try sandbox.run(["shortcuts", "list"] + store).output)
    #expect(try sandbox.run(["shortcuts", "remove", "nothing like it"] + store).status == 1)
  }

  @Test func checksAndImportsSiriKitShortcuts() throws {
    let sandbox = try sirisim()
    let store = ["--store", sandbox.path("s.sqlite")]
    let fixtures = repositoryRoot.appendingPathComponent("Tests/LegacyShortcutsTests/Fixtures")
    let renamed = try sandbox.run(
      ["shortcuts", "check", fixtures.appendingPathComponent("soup-chef-renamed.json").path]
        + store)
    #expect(renamed.status == 1)
    expectLines(["soup-chef-renamed.json:", "soupType"], in: renamed.combined)
    let legacy = fixtures.appendingPathComponent("soup-chef-legacy.json").path
    #expect(try sandbox.run(["shortcuts", "import", legacy] + store).status == 0)
    let run = try sandbox.run(
      ["converse", "--now", now] + store, input: typed("clam chowder time", "yes"))
    expectLines(
      ["New England Clam Chowder", "order will be ready in 10 minutes."], in: run.combined)
    let again = try sandbox.run(["shortcuts", "import", legacy] + store)
    #expect(again.status == 0)
    expectLines(["Already imported “Clam chowder time” → OrderSoup"], in: again.output)
    #expect(!again.combined.contains("too close") && !again.output.contains("\nImported"))
  }

  @Test func opensASpotlightResult() throws {
    let sandbox = try sirisim()
    let run = try sandbox.run(
      [
        "spotlight", "half", "dome", "--open", "1", "--store", sandbox.path("s.sqlite"), "--now",
        now,
      ])
    #expect(run.status == 0)
    expectLines(["[Trails opened: https://example.com/trail/9/details]"], in: run.output)
  }

  @Test(arguments: [
    ["apps"], ["phrases"], ["match", "Order soup from Soup Chef"], ["find", "Trail"],
    ["donations", "list"], ["shortcuts", "list"], ["suggestions"], ["spotlight", "dune"],
  ])
  func makesNoStoreToOnlyRead(arguments: [String]) throws {
    let sandbox = try sirisim()
    let run = try sandbox.run(arguments + ["--store", sandbox.path("fresh/new.sqlite")])
    #expect(run.status <= 1, "\(run.combined)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("fresh")))
  }

  /// `match` reads a saved phrase from the store; with no store file it opens none, and
  /// answers as a store that holds nothing does.
  @Test func matchesWithoutAStoreAsWithAnEmptyOne() throws {
    let sandbox = try sirisim()
    let utterances = ["Soup time", "Order clam chowder from Soup Chef", "Show me Half Dome"]
    let saved = ["--store", sandbox.path("saved.sqlite")]
    _ = try sandbox.run(["shortcuts", "add", "Soup time", "OrderSoup", "soup=Tomato Soup"] + saved)
    let remembered = try sandbox.run(["match", "--json"] + utterances + saved)
    expectLines(
      [
        #"{"alternatives":[],"match":{"app":"Soup Chef","intent":"OrderSoup","parameters":{"soup":"Tomato Soup"},"score":1},"utterance":"Soup time"}"#
      ],
      in: remembered.output)
    let emptied = ["--store", sandbox.path("emptied.sqlite")]
    _ = try sandbox.run(["shortcuts", "add", "Lunch", "OrderSoup"] + emptied)
    _ = try sandbox.run(["shortcuts", "remove", "Lunch"] + emptied)
    let empty = try sandbox.run(["match", "--json", "--explain"] + utterances + emptied)
    let missing = try sandbox.run(
      ["match", "--json", "--explain"] + utterances + ["--store", sandbox.path("missing.sqlite")])
    #expect(missing.status == empty.status)
    #expect(missing.combined == empty.combined)
    expectLines([#"{"alternatives":[],"match":null,"utterance":"Soup time""#], in: missing.output)
  }

  @Test func resetsWhatTheOptionsName() throws {
    let sandbox = try sirisim()
    let path = sandbox.path("s.sqlite")
    let store = ["--store", path]
    _ = try sandbox.run(["converse", "--now", now] + store, input: Self.order)
    for phrase in ["Lunch", "Supper", "Brunch"] {
      _ = try sandbox.run(["shortcuts", "add", phrase, "OrderSoup"] + store)
    }
    let unknown = try sandbox.run(["reset", "--app", "Soup Chf", "--yes"] + store)
    #expect(unknown.status == 2)
    expectLines(
      ["No app named “Soup Chf” in sirisim. Did you mean “Soup Chef”?"], in: unknown.combined)
    let shortcuts = try sandbox.run(
      ["reset", "--shortcuts", "--app", "Soup Chef", "--yes"] + store)
    expectLines(["Removed 3 shortcuts from \(path)."], in: shortcuts.output)
    let everything = try sandbox.run(["reset", "-y"] + store)
    expectLines(["0 shortcuts, ", "Spotlight items from \(path)."], in: everything.output)
    expectLines(["No donations."], in: try sandbox.run(["donations", "list"] + store).output)
  }

  @Test func leavesAFileThatIsNotSQLiteUntouched() throws {
    let sandbox = try sirisim()
    let text = try sandbox.write("not a database\n", to: "text.sqlite")
    let run = try sandbox.run(["suggestions", "--store", text])
    #expect(run.status == 1)
    expectLines(
      ["text.sqlite is not a SiriSim store (not a SQLite database). SiriSim leaves it untouched"],
      in: run.combined)
    #expect(try String(contentsOfFile: text, encoding: .utf8) == "not a database\n")
    let order = try sandbox.run(["converse", "--store", text, "--now", now], input: Self.order)
    expectLines(["This session remembers nothing.", "order will be ready"], in: order.combined)
  }
}
