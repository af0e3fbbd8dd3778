import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

/// A value type of the test's own, conforming to `IntentValueConvertible` as Apple's
/// requirement lets it: its container is a conforming value's.
struct SoupName: IntentValueConvertible {
  let name: String

  func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
    name.makeContainer(context: context)
  }
}

@Suite(.bundledApps)
struct CustomValueTests {
  let soupChef = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

  @Test func aTypeOfYourOwnIsGivenAsItsContainerAndReadsBackAsItself() async throws {
    var intent = soupChef.intents["OrderSoup"].makeIntent(storeLocation: "Ferry Building")
    intent.soup = SoupName(name: "Tomato Soup")

    let given: SoupName = try intent.soup
    #expect(given.name == "Tomato Soup")
    let result = try await intent.run()
    #expect(result.value != nil)
  }

  @Test func setsAndAttributedStringsAreValues() throws {
    var intent = soupChef.intents["OrderSoup"].makeIntent()
    intent.toppings = Set(["Cheese"])
    intent.storeLocation = AttributedString("Ferry Building")
    let toppings: Set<String> = try intent.toppings
    let store: AttributedString = try intent.storeLocation
    let storeText: String = try intent.storeLocation
    #expect(toppings == ["Cheese"])
    #expect(store == AttributedString("Ferry Building"))
    #expect(storeText == "Ferry Building")
  }
}
