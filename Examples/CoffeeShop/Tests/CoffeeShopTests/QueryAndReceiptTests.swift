import Testing

// Coffee Corner's queries and its transient receipt, tested with Apple's AppIntentsTesting
// API: on Linux through SiriSim, on a Mac through Apple's framework; only the import differs.
#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

@Suite(.coffeeCorner)
struct QueryAndReceiptTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.example.CoffeeCorner")

  /// The examples of Apple's `IntentValueQueryDefinition` and `ResolvedValueQueryResult`
  /// pages, with Coffee Corner's names.
  @Test func theValueQueryFindsBothLattes() async throws {
    let searchQuery = definitions.valueQueries["DrinkValueQuery"]

    let result = try await searchQuery.values(for: "latte")

    #expect(result.items.count == 2)
    #expect(try result.items[0].name == "Caffè Latte")
    let entity: AnyAppEntity = try result.items[1].as(AnyAppEntity.self)
    #expect(entity.identifier.instanceIdentifier == "oat-milk-latte")
  }

  /// The example of Apple's `AnyEntityQuery` page, with Coffee Corner's names.
  @Test func theDrinkQueryFindsByWordsAndByIdentifiers() async throws {
    let drinkDef = definitions.entities["DrinkEntity"]

    let stringQueryResults = try await drinkDef.entities(matching: "brew")
    let specific = try await drinkDef.entities(identifiers: ["cold-brew"])

    #expect(stringQueryResults == specific)
    let detail: String? = specific.first?.detail
    #expect(detail == "Steeped for 18 hours")
    // The café query lists no "all": it is not an EnumerableEntityQuery.
    await #expect(throws: (any Error).self) {
      try await definitions.entities["CafeEntity"].allEntities()
    }
  }

  /// A receipt made by the app's own `init()`, given to Order Again; the receipt it returns
  /// orders again.
  @Test func ordersAgainFromAReceipt() async throws {
    let receipt = definitions.transientEntities["OrderReceipt"].makeEntity(
      drink: definitions.entities["DrinkEntity"].makeReference(identifier: "flat-white"),
      size: definitions.enums["DrinkSize"].makeCase("large"),
      cafe: "Market Square")

    let first = try await definitions.intents["OrderAgain"].makeIntent(receipt: receipt).run()
    let number: Int = try first.value.number
    let returned: AnyTransientAppEntity = try first.value
    let second = try await definitions.intents["OrderAgain"].makeIntent(receipt: returned).run()

    #expect(number == 101)
    #expect(try first.value.drink.name == "Flat White")
    #expect(try second.value.number == 102)
    try definitions.transientEntities["OrderReceipt"].isInstance(returned)
  }
}
