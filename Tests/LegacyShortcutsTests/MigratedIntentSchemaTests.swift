import ConversationRuntime
import Testing

/// The runtime's public schema of migrated intents, which the import checks against.
@Suite struct MigratedIntentSchemaTests {
  @Test func onlySoupChefsOrderSoupIsMigrated() async throws {
    let fixture = await LegacyFixture.make()

    let schemas = await fixture.runtime.migratedIntents()

    #expect(schemas.map(\.intentClassName) == ["OrderSoupIntent"])
    let orderSoup = try #require(schemas.first)
    #expect(orderSoup.app == "Soup Chef")
    #expect(orderSoup.intent == "OrderSoup")
    #expect(orderSoup.title == "Order Soup")
    #expect(
      orderSoup.parameters.map(\.summary) == [
        "soup (Soup)", "quantity (a whole number)", "toppings (list of Topping)",
        "orderType (Order Type)", "deliveryLocation (a place)", "storeLocation (a place)",
      ])
    #expect(orderSoup.parameters.map(\.isOptional) == [false, true, true, true, true, true])
    #expect(
      orderSoup.parameter(named: "storeLocation")?.options?.map(\.title) == [
        "Ferry Building", "Civic Center",
      ])
  }

  @Test func entityAndEnumTypesCarryTheirValues() async throws {
    let fixture = await LegacyFixture.make()

    let schema = try #require(await fixture.runtime.migratedIntents().first)

    guard case .entity(let soup) = schema.parameter(named: "soup")?.kind else {
      Issue.record("soup is not an entity parameter")
      return
    }
    #expect(soup.typeName == "SoupAppEntity")
    #expect(soup.isSearchable)
    #expect(!soup.listsEveryValue)
    #expect(!soup.knownValues.map(\.id).contains("manhattanClamChowder"))
    #expect(soup.knownValues.contains { $0.id == "tomatoSoup" && $0.title == "Tomato Soup" })
    guard case .enumeration(let orderType) = schema.parameter(named: "orderType")?.kind else {
      Issue.record("orderType is not an enum parameter")
      return
    }
    #expect(orderType.typeName == "OrderTypeAppEnum")
    #expect(orderType.displayName == "Order Type")
    #expect(orderType.cases.map(\.id) == ["pickup", "delivery"])
    let found = await fixture.runtime.migratedEntityValues(
      matching: "manhattan", parameter: "soup", intent: "OrderSoup", app: "Soup Chef")
    #expect(found?.map(\.id) == ["manhattanClamChowder"])
    #expect(found?.map(\.title) == ["Manhattan Clam Chowder"])
    let none = await fixture.runtime.migratedEntityValues(
      matching: "cheese", parameter: "toppings", intent: "OrderSoup", app: "Soup Chef")
    #expect(none == nil)
  }
}
