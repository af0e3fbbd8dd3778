import CoffeeShop
import ConversationTesting
import Testing

/// A `SetValueIntent` run by its phrases, and a query that reads the café chosen first through
/// `@IntentParameterDependency`.
@Suite struct LoyaltyAndSpecialsTests {
  @Test func turnOnAndTurnOffSetTheToggle() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("Turn on loyalty notifications in Coffee Corner")
    #expect(
      c.lastDialog
        == "Loyalty notifications are on: I'll tell you when a free drink is waiting.")
    try await c.say("Turn off loyalty notifications in Coffee Corner")
    #expect(c.lastDialog == "Loyalty notifications are off.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("loyalty-notifications-toggle.siri"))
  }

  @Test func theSpecialsOfferedAreTheChosenCafesOnly() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("Order a special from Coffee Corner")
    try await c.answer("Market Square")
    #expect(c.transcript.contains("1. Honey Lavender Latte — $5.50"))
    #expect(!c.transcript.contains("Maple Cortado"), "Harbor Street's special is not offered")
    // Both cafés make a Sea Salt Mocha; with the café chosen there is no "which one?".
    try await c.answer("sea salt mocha")
    #expect(
      c.lastDialog
        == "Order 101 is in: your Sea Salt Mocha will be ready at Market Square in 5 minutes.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("order-a-special.siri"))
  }

  @Test func outsideAnOrderTheQuerySuggestsEverySpecial() async throws {
    let specials = try await SpecialQuery().suggestedEntities()
    #expect(specials.map(\.name).filter { $0 == "Sea Salt Mocha" }.count == 2)
    #expect(specials.count == 4)
  }
}
