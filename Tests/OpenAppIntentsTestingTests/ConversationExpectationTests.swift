// SiriSim's bridge: the intent a conversation completed, checked against one of Apple's
// intent expectations.
import ConversationTesting
@_spi(SiriSim) import OpenAppIntentsTesting
import Testing

@Suite(.bundledApps)
struct ConversationExpectationTests {
  @Test(arguments: ["en", "fr", "de"])
  func theOrderSiriPlacedMeetsTheExpectationInEveryLanguage(locale: String) async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let expectation = definitions.intents["OrderSoup"].expect(
      soup: definitions.entities["SoupAppEntity"].expectIdentifier("newEnglandClamChowder"),
      storeLocation: .equals("Ferry Building"),
      deliveryLocation: .isNil)
    let c = try await definitions.say(
      try await definitions.phrase(
        for: "OrderSoup", values: ["soup": "clam chowder"], locale: locale),
      locale: locale)
    try await c.choose("New England Clam Chowder")
    try await c.choose("Ferry Building")
    try await c.confirm()

    let ordered = try #require(c.completedIntent(in: definitions))
    #expect(ordered.identifier == "OrderSoup")
    #expect(try await expectation.isSatisfied(by: ordered))
    let civicCenter = definitions.intents["OrderSoup"].expect(
      storeLocation: .equals("Civic Center"))
    #expect(try await civicCenter.isSatisfied(by: ordered) == false)
    let manhattan = definitions.intents["OrderSoup"].expect(
      soup: definitions.entities["SoupAppEntity"].expectIdentifier("manhattanClamChowder"))
    #expect(try await manhattan.isSatisfied(by: ordered) == false)
  }

  @Test func aTurnThatCompletedNothingHasNoIntent() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let c = try await definitions.say("Order clam chowder from Soup Chef")
    #expect(c.completedIntent(in: definitions) == nil)
    try await c.cancel()
    #expect(c.completedIntent(in: definitions) == nil)
  }
}
