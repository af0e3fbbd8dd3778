import ConversationRuntime
import ConversationTestSupport
import Foundation
import LegacyShortcuts
import SoupChef
import Testing

/// Importing SiriKit shortcuts onto migrated App Intents: the shortcut that still runs, and the
/// problems of those that changed.
@Suite struct LegacyImportTests {
  @Test func legacyFileImportsAsAVoiceShortcut() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-legacy.json")

    #expect(report.problems.isEmpty)
    #expect(!report.hasErrors)
    let shortcut = try #require(report.shortcuts.first)
    #expect(report.shortcuts.count == 1)
    #expect(shortcut.id == UUID(uuidString: "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B"))
    #expect(shortcut.invocationPhrase == "Clam chowder time")
    #expect(shortcut.app == "Soup Chef")
    #expect(shortcut.intent == "OrderSoup")
    #expect(shortcut.source == "OrderSoupIntent")
    #expect(shortcut.created == LegacyFixture.now)
    #expect(
      shortcut.parameters == [
        SavedParameter(
          name: "soup", value: "New England Clam Chowder",
          entities: ["SoupAppEntity/newEnglandClamChowder"]),
        SavedParameter(name: "quantity", value: "1"),
        SavedParameter(
          name: "toppings", value: "Croutons", entities: ["ToppingAppEntity/Croutons"]),
        SavedParameter(name: "orderType", value: "pickup"),
        SavedParameter(name: "storeLocation", value: "Ferry Building"),
      ])
  }

  @Test func importedShortcutPlacesTheOrder() async throws {
    let fixture = await LegacyFixture.make()
    let report = try await fixture.read("soup-chef-legacy.json")
    let shortcut = try #require(report.shortcuts.first)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await fixture.runtime.run(
      intentNamed: shortcut.intent, app: shortcut.app,
      parameters: shortcut.parameters.map { ($0.name, $0.value) }, with: frontEnd)

    guard case .completed = outcome else {
      Issue.record("the order did not complete: \(outcome); Siri said \(frontEnd.spokenTexts)")
      return
    }
    #expect(frontEnd.unusedReplies.isEmpty)
    #expect(frontEnd.promptTexts.count == 1)
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.menuItem.id == .newEnglandClamChowder)
    #expect(order.quantity == 1)
    #expect(order.menuItemToppings == [.croutons])
    #expect(order.orderType == .pickup)
    #expect(order.storeLocation?.name == "Ferry Building")
  }

  @Test func renamedParameterIsAWarningNamingTheParameterItMayBe() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-renamed.json")

    #expect(
      report.problems.map(\.located) == [
        "10:13 warning: soupType: OrderSoup has no parameter named soupType — renamed? "
          + "OrderSoup has soup (Soup) — its value “Tomato Soup” is dropped"
      ])
    let shortcut = try #require(report.shortcuts.first)
    #expect(shortcut.parameters.map(\.name) == ["quantity", "orderType", "storeLocation"])
    #expect(shortcut.parameters.map(\.value) == ["2", "pickup", "Civic Center"])
  }

  @Test func retypedParameterIsDroppedWhenOptionalAndAnErrorWhenRequired() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-retyped.json")

    #expect(
      report.problems.map(\.located) == [
        "11:35 warning: quantity: the SiriKit intent had a String, OrderSoup's quantity is a "
          + "whole number — its value “2” is dropped",
        "23:31 error: soup: the SiriKit intent had a String, OrderSoup's soup is a Soup — soup "
          + "is required, so the shortcut can't run it",
      ])
    #expect(report.hasErrors)
    #expect(report.shortcuts.map(\.invocationPhrase) == ["Two soups"])
    #expect(report.shortcuts.first?.parameters.map(\.name) == ["soup"])
    #expect(
      report.problems.last?.shortcut == UUID(uuidString: "1B2C3D4E-5F6A-4B7C-9D8E-0F1A2B3C4D5E"))
  }

  @Test func removedEnumCaseEntityAndOptionAreDroppedWithWarnings() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-removed-case.json")

    #expect(
      report.problems.map(\.located) == [
        "15:57 warning: orderType: OrderSoup's Order Type has no case “curbside” any more (its "
          + "cases: pickup, delivery) — the value is dropped",
        "21:59 warning: toppings: Soup Chef has no Topping “Bacon Bits” (identifier “Bacon”) "
          + "any more — the value is dropped",
        "24:70 warning: storeLocation: “Mission Bay” is not one of OrderSoup's store location "
          + "options any more (Ferry Building, Civic Center) — the value is dropped",
      ])
    #expect(!report.hasErrors)
    let shortcut = try #require(report.shortcuts.first)
    #expect(
      shortcut.parameters.map(\.description) == [
        "'soup=New England Clam Chowder'", "toppings=Cheese",
      ])
  }

  @Test func classNamesWithoutAMigratedIntentAreErrorsForEveryApp() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("not-migrated.json")

    #expect(
      report.problems.map(\.located) == [
        "6:46 error: OrderPizzaIntent: no loaded app has an App Intent migrated from "
          + "OrderPizzaIntent; migrated: OrderSoup (OrderSoupIntent) in Soup Chef",
        "11:46 error: GetTrailInfoIntent: Trails has GetTrailInfo, but it is not migrated from "
          + "this SiriKit intent (it doesn't adopt CustomIntentMigratedAppIntent with "
          + "intentClassName “GetTrailInfoIntent”), so the shortcut has nothing to run",
        "16:46 error: AddBookIntent: Book Library has AddBook, but it is not migrated from this "
          + "SiriKit intent (it doesn't adopt CustomIntentMigratedAppIntent with intentClassName "
          + "“AddBookIntent”), so the shortcut has nothing to run",
      ])
    #expect(report.shortcuts.isEmpty)
    #expect(report.shortcutsInFile == 3)
  }

  @Test func malformedJSONIsAnErrorAtItsPosition() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("malformed.json")

    #expect(report.problems.count == 1)
    let problem = try #require(report.problems.first)
    #expect(problem.severity == .error)
    #expect((problem.diagnostic.line, problem.diagnostic.column) == (6, 7))
    #expect(problem.message.hasPrefix("invalid JSON: expected ',' or '}'"))
    #expect(report.shortcuts.isEmpty)
    let file = LegacyFixture.file("malformed.json").relativePath
    #expect(report.lines.first == "\(file):6:7: error: \(problem.message)")
  }
}
