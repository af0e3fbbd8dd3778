import CoffeeShop
import ConversationTesting
import SiriStore
import Testing

/// Undo (`UndoableIntent`) and Spotlight (`IndexedEntity`), through SiriSim's runtime.
@Suite struct SystemExperienceTests {
  @Test func undoingACancelBringsTheOrderBack() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await CancelOrderTests.orderColdBrew(c)
    try await c.say("Cancel my order at Coffee Corner")
    try await c.choose("Cancel Order 101")

    #expect(try await c.undo() == "Undid “Cancel Order 101”.")

    try await c.say("Cancel my order at Coffee Corner")
    #expect(c.prompt == .choice(["Cancel Order 101", "Keep It"]))
    try await c.choose("Keep It")
    #expect(try await c.undo() == "There's nothing to undo.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("undo-a-cancel.siri"))
  }

  @Test func spotlightFindsBothLattesAndOpensTheOnePicked() async throws {
    let store = try SiriStore(location: .memory)
    let c = try await Conversation(apps: [CoffeeShopApp.self], memory: store)

    try await c.spotlight("latte")
    #expect(
      c.prompt
        == .choice([
          "Caffè Latte — Espresso, steamed milk — Coffee Corner",
          "Oat Milk Latte — Espresso, oat milk — Coffee Corner",
        ]))
    try await c.choose("Oat Milk Latte — Espresso, oat milk — Coffee Corner")

    guard case .completed(let completion) = c.outcome else {
      Issue.record("the result should open: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "OpenDrink")
    try c.assertTranscript(file: OrderDrinkTests.transcript("spotlight-a-drink.siri"))
  }

  @Test func spotlightForgivesATypoAndSaysWhenNothingMatches() async throws {
    let store = try SiriStore(location: .memory)
    let c = try await Conversation(apps: [CoffeeShopApp.self], memory: store)

    try await c.spotlight("cold bruw")
    #expect(c.prompt == .choice(["Cold Brew — Steeped for 18 hours — Coffee Corner"]))
    try await c.cancel()
    try await c.spotlight("matcha")
    #expect(c.lastDialog == "Spotlight found nothing for “matcha”.")
  }
}

/// An interactive snippet (`SnippetIntent`, `Button(intent:)`): its buttons change the order,
/// and the snippet is drawn again after each.
@Suite struct InteractiveSnippetTests {
  @Test func theSizeButtonsChangeTheOrderAndTheSnippetShowsIt() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await CancelOrderTests.orderColdBrew(c)

    try await c.say("Show my order at Coffee Corner")
    #expect(c.prompt == .choice(["Make It Small", "Make It Large", "Done"]))
    try await c.choose("Make It Large")
    #expect(c.dialogs.contains("It's a large Cold Brew now, $4.75."))
    #expect(c.prompt == .choice(["Make It Small", "Make It Large", "Done"]))
    try await c.choose("Done")

    guard case .completed(let completion) = c.outcome else {
      Issue.record("showing the order should complete: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "ShowOrder")
    try await c.say("Cancel my order at Coffee Corner")
    #expect(c.prompt == .choice(["Cancel Order 101", "Keep It"]))
    try await c.choose("Keep It")
    #expect(c.lastDialog == "OK, your Cold Brew is still on its way.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("interactive-snippet.siri"))
  }

  @Test func withoutAnOrderThereIsNoSnippetToPress() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await c.say("Show my order at Coffee Corner")
    #expect(c.prompt == nil)
    #expect(c.lastDialog == "You have no order in progress.")
  }
}
