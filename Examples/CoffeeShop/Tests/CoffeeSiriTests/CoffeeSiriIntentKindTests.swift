import CLITestSupport
import Testing

/// The App Intents kinds Coffee Corner adopts, through `coffee-siri`'s plain and JSON lines:
/// an interactive snippet, undo, Spotlight, predictions and a schema intent.
@Suite struct CoffeeSiriIntentKindTests {
  static let coldBrewOrdered = ["Order a cold brew from Coffee Corner", "small", "1", "Order"]

  @Test func pressesASnippetsButtonByItsName() throws {
    let lines = Self.coldBrewOrdered + ["Show my order at Coffee Corner", "make it large", "Done"]
    let run = try coffeeSiri().run(["--store", ":memory:", "--now", now], input: typed(lines))
    expectLines(["It's a large Cold Brew now, $4.75.", "│ Large Cold Brew"], in: run.combined)
  }

  @Test func offersASnippetsButtonsAsAChoiceInJSON() throws {
    let lines = Self.coldBrewOrdered + ["Show my order at Coffee Corner", "2", "3"]
    let run = try coffeeSiri().run(
      ["--json", "--store", ":memory:", "--now", now], input: typed(lines))
    expectLines(["\"purpose\":\"snippet\"", "It's a large Cold Brew now"], in: run.combined)
  }

  @Test func undoBringsTheCancelledOrderBack() throws {
    let lines =
      Self.coldBrewOrdered + [
        "Cancel my order at Coffee Corner", "1", ":undo", "Cancel my order at Coffee Corner",
      ]
    let run = try coffeeSiri().run(["--store", ":memory:", "--now", now], input: typed(lines))
    expectLines(["Undid “Cancel Order 101”."], in: run.combined)
    // The order can be cancelled again: the choice is offered a second time.
    #expect(run.combined.components(separatedBy: "⚠ Cancel Order 101").count == 3)
  }

  @Test func picksASpotlightResultInJSON() throws {
    let run = try coffeeSiri().run(
      ["--json", "--store", ":memory:"], input: typed(":spotlight latte", "2"))
    expectLines(
      ["\"purpose\":\"spotlight\"", "\"intent\":\"OpenDrink\",\"outcome\":\"completed\""],
      in: run.combined)
  }

  @Test func aSuggestionShowsItsPrediction() throws {
    let sandbox = try coffeeSiri()
    let store = sandbox.path("predictions.sqlite")
    _ = try sandbox.run(["--store", store, "--now", now], input: typed(Self.coldBrewOrdered))
    let plain = try sandbox.run(["suggestions", "--store", store])
    expectLines(["1. Order a Cold Brew — Steeped for 18 hours"], in: plain.combined)
    let json = try sandbox.run(["suggestions", "--json", "--store", store])
    expectLines(["\"prediction\":\"Order a Cold Brew — Steeped for 18 hours\""], in: json.combined)
  }

  @Test func theSearchSchemasPhrasingRunsSearchMenu() throws {
    let sandbox = try coffeeSiri()
    let plain = try sandbox.run(
      ["--store", ":memory:", "--now", now], input: typed("Find latte in Coffee Corner"))
    expectLines(["Coffee Corner found 2 drinks."], in: plain.combined)
    let json = try sandbox.run(
      ["--json", "--store", ":memory:", "--now", now],
      input: typed("Look up hot chocolate in Coffee Corner"))
    expectLines(["\"intent\":\"SearchMenu\""], in: json.combined)
    let phrases = try sandbox.run(["phrases"])
    expectLines(
      ["Search — SearchMenu · schema system.search's own phrasing, no App Shortcut"],
      in: phrases.combined)
  }
}
