import Testing

// Coffee Corner's intents tested with Apple's AppIntentsTesting API: on Linux through SiriSim,
// on a Mac through Apple's framework; only the import differs.
#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

@Suite(.coffeeCorner)
struct AppIntentsTestingTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.example.CoffeeCorner")

  @Test func ordersALargeLatteAtHarborStreet() async throws {
    let latte = definitions.entities["DrinkEntity"].makeReference(identifier: "caffe-latte")
    let harborStreet = definitions.entities["CafeEntity"].makeReference(
      identifier: "harbor-street")
    let large = definitions.enums["DrinkSize"].makeCase("large")

    let intent = definitions.intents["OrderDrink"].makeIntent(
      drink: latte, size: large, cafe: harborStreet)
    let size: AnyAppEnum = try intent.size

    #expect(size.rawValue == "large")
    try await intent.run()
  }

  @Test func aSizeNotGivenIsAMissingValue() async throws {
    var intent = definitions.intents["OrderDrink"].makeIntent()
    intent.drink = definitions.entities["DrinkEntity"].makeReference(identifier: "cold-brew")
    intent.cafe = definitions.entities["CafeEntity"].makeReference(identifier: "market-square")

    await #expect(throws: (any Error).self) { try await intent.run() }
  }
}
