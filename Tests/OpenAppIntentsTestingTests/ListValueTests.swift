import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  @_spi(SiriSim) import OpenAppIntentsTesting
#endif

/// Lists given to a parameter that takes several values (Soup Chef's toppings), each element
/// found as it would be alone, and read back as a list.
@Suite(.bundledApps)
struct ListValueTests {
  let soupChef = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

  private func order() -> AnyAppIntent {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    var intent = soupChef.intents["OrderSoup"].makeIntent(soup: soup)
    intent.storeLocation = "Ferry Building"
    return intent
  }

  @Test func aListOfEntityReferencesIsFoundThroughTheQuery() async throws {
    let toppings = soupChef.entities["ToppingAppEntity"]
    let croutons = toppings.makeReference(identifier: "Croutons")
    let cheese = toppings.makeReference(identifier: "Cheese")
    var intent = order()
    intent.toppings = [croutons, cheese]

    let given: [AnyAppEntity] = try intent.toppings
    #expect(given == [croutons, cheese])
    let names: [String] = given.compactMap { $0.displayString }
    #expect(names == ["Croutons", "Cheese"])

    let result = try await intent.run()
    #if !canImport(AppIntentsTesting)
      // The order's preview, shown with the confirmation, lists the toppings it was given.
      #expect(String(describing: result.conversationEvents).contains("Cheese, Croutons"))
    #endif
  }

  @Test func aListOfTextIsReadAsAListAnswer() async throws {
    var intent = order()
    intent.toppings = ["Red Pepper", "Cheese"]

    let given: [String] = try intent.toppings
    #expect(given == ["Red Pepper", "Cheese"])

    let result = try await intent.run()
    #if !canImport(AppIntentsTesting)
      #expect(String(describing: result.conversationEvents).contains("Cheese, Red Pepper"))
    #endif
  }

  @Test func anEmptyListRuns() async throws {
    var intent = order()
    intent.toppings = [AnyAppEntity]()
    let given: [AnyAppEntity] = try intent.toppings
    #expect(given.isEmpty)
    try await intent.run()
  }

  @Test func aListGivenToAParameterThatTakesOneValueThrowsWrongType() async throws {
    let trails = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trail = trails.entities["TrailEntity"].makeReference(identifier: "1")
    let intent = trails.intents["GetTrailInfo"].makeIntent(trail: [trail])
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .wrongType("trail", "GetTrailInfo", _, "a list") = error else {
      Issue.record("expected wrongType, got \(String(describing: error))")
      return
    }
  }

  @Test func aListOfReferencesToOtherEntitiesThrowsWrongType() async throws {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    var intent = order()
    intent.toppings = [soup]
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .wrongType("toppings", "OrderSoup", _, "SoupAppEntity") = error else {
      Issue.record("expected wrongType, got \(String(describing: error))")
      return
    }
  }
}
