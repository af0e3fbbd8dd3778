import CoffeeShop
import ConversationTesting
import Foundation
import Testing

/// Coffee Corner's conversations, through SiriSim's runtime as Siri would hold them.
@Suite struct OrderDrinkTests {
  /// This package's folder, where the transcripts are.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func transcript(_ name: String) -> String {
    package.appendingPathComponent("Transcripts/\(name)").path
  }

  @Test func asksWhichLatteThenTheSizeAndTheCafeThenOrders() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("Order a latte from Coffee Corner")
    // The two lattes the words name; the rest of the menu is listed apart, under More.
    #expect(c.prompt == .disambiguation(["Caffè Latte", "Oat Milk Latte"]))
    #expect(c.moreChoices == ["Flat White", "Cold Brew", "Hot Chocolate"])
    try await c.choose("Oat Milk Latte")
    #expect(c.prompt == .value("size"))
    try await c.answer("large")
    #expect(c.prompt == .disambiguation(["Harbor Street", "Market Square"]))
    try await c.choose("Harbor Street")
    #expect(c.prompt == .confirmation("Order"))
    #expect(c.transcript.contains("Siri: A large Oat Milk Latte from Harbor Street is $5.75."))
    try await c.confirm()

    #expect(
      c.lastDialog
        == "Order 101 is in: your Oat Milk Latte will be ready at Harbor Street in 5 minutes.")
    try c.assertTranscript(file: Self.transcript("order-a-latte.siri"))
  }

  @Test func aDeclinedOrderIsNotPlaced() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("Order a flat white from Coffee Corner")
    try await c.answer("small")
    try await c.choose("Market Square")
    try await c.decline()
    try await c.say("Order a cold brew from Coffee Corner")
    try await c.answer("medium")
    try await c.choose("Market Square")
    try await c.confirm()

    // The declined order took no number.
    #expect(c.lastDialog.hasPrefix("Order 101 is in"))
  }

  @Test func ordersInFrench() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self], locale: "fr")

    try await c.say("Commander un café chez Coffee Corner")
    #expect(c.prompt == .value("drink"))
    try await c.answer("Flat White")
    try await c.answer("moyen")
    try await c.choose("Harbor Street")
    try await c.answer("oui")

    #expect(c.lastDialog.hasPrefix("Order 101 is in: your Flat White"))
    try c.assertTranscript(file: Self.transcript("commander-en-francais.siri"))
  }

  @Test func saysWhatIsOnTheMenu() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("what's on the menu at coffee corner")

    #expect(
      c.lastDialog
        == "Today we have Caffè Latte, Oat Milk Latte, Flat White, Cold Brew, Hot Chocolate.")
  }
}

/// `requestChoice`: cancelling an order is a destructive option, keeping it is not.
@Suite struct CancelOrderTests {
  static func orderColdBrew(_ c: Conversation) async throws {
    try await c.say("Order a cold brew from Coffee Corner")
    try await c.answer("small")
    try await c.choose("Harbor Street")
    try await c.confirm()
  }

  @Test func cancelsTheOrderInProgressWhenTheDestructiveOptionIsChosen() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await Self.orderColdBrew(c)

    try await c.say("Cancel my order at Coffee Corner")
    #expect(c.prompt == .choice(["Cancel Order 101", "Keep It"]))
    try await c.choose("Cancel Order 101")

    #expect(c.lastDialog == "Order 101 is cancelled.")
    try await c.say("Cancel my order at Coffee Corner")
    #expect(c.lastDialog == "You have no order in progress.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("cancel-an-order.siri"))
  }

  @Test func keepingTheOrderLeavesItInProgress() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await Self.orderColdBrew(c)

    try await c.say("Cancel my order at Coffee Corner")
    try await c.answer("keep it")

    #expect(c.lastDialog == "OK, your Cold Brew is still on its way.")
    try await c.say("Cancel my order at Coffee Corner")
    #expect(c.prompt == .choice(["Cancel Order 101", "Keep It"]))
  }
}
