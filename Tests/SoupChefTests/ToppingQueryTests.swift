import OpenAppIntents
import SoupChef
import Testing

/// Toppings: three of them, found as Apple's sample finds them.
@Suite struct ToppingQueryTests {
  let query = ToppingAppEntity.ToppingAppEntityQuery()

  @Test func toppingsAreCheeseRedPepperAndCroutons() {
    #expect(
      Order.MenuItemTopping.allCases.map(\.rawValue) == ["Cheese", "Red Pepper", "Croutons"])
  }

  @Test func suggestionsAreEveryTopping() async throws {
    let suggested = try await query.suggestedEntities()

    #expect(suggested.map(\.id) == ["Cheese", "Red Pepper", "Croutons"])
    #expect(
      suggested.map(\.displayRepresentation.title.defaultValue) == [
        "Cheese", "Red Pepper", "Croutons",
      ])
  }

  @Test func entitiesForAnyIdentifiersReturnsEveryTopping() async throws {
    let found = try await query.entities(for: ["Cheese"])
    let none = try await query.entities(for: [])

    #expect(found.map(\.id) == ["Cheese", "Red Pepper", "Croutons"])
    #expect(none.count == 3)
  }

  @Test func matchingNeedsTheExactName() async throws {
    #expect(try await query.entities(matching: "Red Pepper").map(\.id) == ["Red Pepper"])
    #expect(try await query.entities(matching: "red pepper").isEmpty)
    #expect(try await query.entities(matching: "Pepper").isEmpty)
  }

  @Test func toppingTypeIsNamedTopping() {
    #expect(ToppingAppEntity.typeDisplayRepresentation.name.defaultValue == "Topping")
    #expect(ToppingAppEntity(.redPepper).displayString == "Red Pepper")
  }
}
