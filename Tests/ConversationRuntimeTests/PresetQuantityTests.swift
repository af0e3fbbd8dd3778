@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import SoupChef
import Testing

/// A shortcut action with preset values: seven tomato soups, more than five, so Soup Chef asks
/// to confirm the quantity, and more than the four in stock.
@Suite struct PresetQuantityTests {
  static let confirmQuantity = "Just to confirm, you would like to order 7 soups?"
  static let notEnough = "You asked for 7 soup, but we don't have that many in stock."

  /// The two ways to run the preset intent: as an intent value, and by name with words.
  enum Launch: CaseIterable, CustomTestStringConvertible {
    case intentValue, wordsWithDigits, wordsWithNumberWords

    var testDescription: String { "\(self)" }

    @discardableResult
    func run(_ fixture: SoupChefFixture, _ frontEnd: AnsweringFrontEnd) async
      -> ConversationOutcome
    {
      switch self {
      case .intentValue:
        let intent = SoupChefFixture.orderSoup(.tomatoSoup, quantity: 7)
        return await fixture.runtime.run(intent, app: "Soup Chef", with: frontEnd)
      case .wordsWithDigits:
        return await fixture.runtime.run(
          intentNamed: "OrderSoup", parameters: [("quantity", "7"), ("soup", "tomato soup")],
          with: frontEnd)
      case .wordsWithNumberWords:
        return await fixture.runtime.run(
          intentNamed: "OrderSoup", app: "Soup Chef",
          parameters: [("quantity", "seven"), ("soup", "tomato soup")], with: frontEnd)
      }
    }
  }

  @Test(arguments: Launch.allCases)
  func asksToConfirmSevenSoups(_ launch: Launch) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    await launch.run(fixture, frontEnd)

    try #require(frontEnd.prompts.count == 1)
    let prompt = try #require(frontEnd.prompts[0].confirmationPrompt)
    #expect(prompt.kind == .parameterValue)
    #expect(prompt.text == Self.confirmQuantity)
    #expect(prompt.confirmTitle == "Yes")
    #expect(prompt.declineTitle == "No")
    #expect(prompt.snippet == nil)
    #expect(prompt.app == "Soup Chef")
  }

  @Test(arguments: Launch.allCases)
  func decliningSevenSoupsSaysOrderCancelled(_ launch: Launch) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    let outcome = await launch.run(fixture, frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == [SoupChefText.orderCancelled])
    #expect(frontEnd.speeches.first?.snippet == nil)
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Soup Chef", intent: "OrderSoup", dialog: SoupChefText.orderCancelled,
            value: "No order")))
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test(arguments: Launch.allCases)
  func acceptingSevenSoupsSaysThereAreNotEnough(_ launch: Launch) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await launch.run(fixture, frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.prompts.count == 1)
    #expect(frontEnd.spokenTexts == [Self.notEnough])
    #expect(
      outcome
        == .completed(
          IntentCompletion(
            app: "Soup Chef", intent: "OrderSoup", dialog: Self.notEnough, value: "No order")))
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test func answeringYesInWordsConfirmsTheQuantity() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("yes")])

    await Launch.intentValue.run(fixture, frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == [Self.notEnough])
  }

  @Test func answeringNoInWordsDeclinesTheQuantity() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("No")])

    await Launch.intentValue.run(fixture, frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.spokenTexts == [SoupChefText.orderCancelled])
  }

  @Test func presetIntentRunsWithoutAnUnderstoodEvent() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(false)])

    await Launch.intentValue.run(fixture, frontEnd)

    #expect(frontEnd.understandings.isEmpty)
  }

  @Test func fiveSoupsNeedNoQuantityConfirmation() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1), .confirm(true)])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("quantity", "five"), ("soup", "chicken noodle")],
      with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.prompts.map(\.text) == [
        SoupChefText.whichStore, "Your total is $22.75. ready to order?",
      ])
    let order = try #require(fixture.orders.orderHistory.first)
    #expect(order.quantity == 5)
    #expect(order.menuItem.id == .chickenNoodleSoup)
    #expect(order.storeLocation?.name == "Civic Center")
  }
}
