@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import SoupChef
import Testing

/// Soup Chef's quantity allows 1 to 99 (`inclusiveRange`): a number outside that, however it
/// arrives, is asked for again with the range said, and is never ordered.
@Suite struct QuantityRangeTests {
  static let outOfRange = "The quantity must be from 1 to 99."

  @Test(arguments: ["-5", "0", "100", "-9223372036854775808", "a thousand"])
  func presetOutsideTheRangeIsAskedAgain(_ preset: String) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("2"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("quantity", preset), ("soup", "tomato")],
      with: frontEnd)

    #expect(frontEnd.spokenTexts.first == Self.outOfRange)
    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.parameter == "quantity")
    #expect(prompt.range == 1...99)
    #expect(prompt.control == .stepper)
    #expect(prompt.rangeHint == "a number from 1 to 99")
    // The answer 2 was taken: the next question is the store, for two soups.
    #expect(frontEnd.prompts.dropFirst().first?.choicePrompt?.parameter == "storeLocation")
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test func typedAnswerOutsideTheRangeIsAskedAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("-5"), .text("three"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("quantity", "500"), ("soup", "tomato")],
      with: frontEnd)

    #expect(frontEnd.spokenTexts.prefix(2) == [Self.outOfRange, Self.outOfRange])
    #expect(frontEnd.prompts.count == 3)
    #expect(frontEnd.prompts[1].isRetry)
    #expect(frontEnd.prompts[2].choicePrompt?.parameter == "storeLocation")
  }

  @Test func numberInTheUtteranceOutsideTheRangeIsAskedAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("4"), .cancel])

    await fixture.runtime.handle("Order 500 tomato soups from Soup Chef", with: frontEnd)

    #expect(frontEnd.spokenTexts.first == Self.outOfRange)
    #expect(frontEnd.prompts.first?.valuePrompt?.parameter == "quantity")
    #expect(frontEnd.prompts.dropFirst().first?.choicePrompt?.parameter == "storeLocation")
  }

  @Test func quantityInTheRangeIsNotQuestioned() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("quantity", "99"), ("soup", "tomato")],
      with: frontEnd)

    #expect(!frontEnd.spokenTexts.contains(Self.outOfRange))
    // 99 is more than five: Soup Chef's own confirmation comes first.
    #expect(frontEnd.prompts.first?.confirmationPrompt?.kind == .parameterValue)
  }

  @Test func unknownPresetValueIsAskedForAgain() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("delivery"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("orderType", "teleport"), ("soup", "tomato")],
      with: frontEnd)

    #expect(frontEnd.spokenTexts.first?.contains("teleport") == true)
    #expect(frontEnd.prompts.first?.valuePrompt?.parameter == "orderType")
    // Delivery was taken: Soup Chef asks where.
    #expect(frontEnd.prompts.dropFirst().first?.valuePrompt?.parameter == "deliveryLocation")
  }
}
