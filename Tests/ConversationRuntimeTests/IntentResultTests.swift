import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// What a result does beyond its dialog: opening the next intent, opening the app.
@Suite struct IntentResultTests {
  @Test func opensIntentRunsTheNextIntent() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.handle("Start a tour of Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == ["Starting the tour.", "Here is the Brass Lamp."])
    let completion = IntentCompletion(
      app: "Lamp Shop", intent: "ShowLampIntent", dialog: "Here is the Brass Lamp.", value: nil)
    #expect(outcome == .completed(completion))
    #expect(frontEnd.outcomes == [.completed(completion)])
  }

  @Test func openAppWhenRunOpensTheAppOnItsCurrentScreen() async throws {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.handle("Open Lamp Shop", with: frontEnd)

    #expect(frontEnd.openedApps == [AppOpened(app: "Lamp Shop", screen: "Lamp Catalog")])
    #expect(frontEnd.speeches.isEmpty)
    let last = try #require(frontEnd.transcript.last)
    #expect(
      last
        == .ended(
          .completed(
            IntentCompletion(app: "Lamp Shop", intent: "OpenShopIntent", dialog: nil, value: nil))))
    #expect(outcome == frontEnd.outcomes.first)
  }

  @Test func soupChefScreenCountsTheOrders() async throws {
    let environment = TestClock.environment
    let orders = SoupOrderDataManager(environment: environment)
    let manifest = SoupChefApp.manifest(environment: environment, orders: orders)

    let before = await manifest.currentScreen()
    try orders.placeOrder(
      order: Order(quantity: 1, menuItem: SoupMenuManager.defaultMenu[0], menuItemToppings: []))
    let after = await manifest.currentScreen()

    #expect(before == "Order History (0 orders)")
    #expect(after == "Order History (1 order)")
  }

  @Test func resultWithNothingToSaySaysDone() async {
    let runtime = await LampShopFixture.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.run(QuietIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.speeches == [SiriSpeech(app: "Lamp Shop", text: "Done.", kind: .assistant)])
    #expect(
      outcome
        == .completed(
          IntentCompletion(app: "Lamp Shop", intent: "QuietIntent", dialog: nil, value: nil)))
  }
}
