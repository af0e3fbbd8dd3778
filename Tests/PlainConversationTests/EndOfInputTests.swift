import ConversationRuntime
import PlainConversation
import Testing

/// Input that ends, or says "cancel", in the middle of a question.
@Suite struct EndOfInputTests {
  @Test func endOfInputAtAPromptCancelsCleanly() async {
    let session = await SoupChefSession(lines: ["Order Soup Chef"])

    let outcomes = await session.runPlain()

    #expect(outcomes == [.cancelled])
    #expect(
      session.output.lines == [
        "You: Order Soup Chef",
        "  → Soup Chef · Order Soup",
        "Siri: Which soup?",
        "  1. New England Clam Chowder — Contains: Clams",
        "  2. Tomato Soup — Contains: Tomatoes",
        "  Specials:",
        "  3. Chicken Noodle Soup — Contains: Chicken, noodles",
        "Siri: Cancelled.",
        "",
      ])
    #expect(session.orders.orderHistory.isEmpty)
  }

  @Test func endOfInputAtAConfirmationCancelsCleanly() async {
    let session = await SoupChefSession(lines: ["Order clam chowder from Soup Chef", "2", "1"])

    let outcomes = await session.runPlain()

    #expect(outcomes == [.cancelled])
    #expect(session.output.lines.suffix(2) == ["Siri: Cancelled.", ""])
    #expect(session.orders.orderHistory.isEmpty)
  }

  @Test func endOfInputInJSONModeCancelsCleanly() async {
    let session = await SoupChefSession(lines: ["Order Soup Chef"])

    let outcomes = await session.runJSON()

    #expect(outcomes == [.cancelled])
    #expect(
      session.output.lines.suffix(2) == [
        #"{"app":"Soup Chef","event":"speech","kind":"assistant","text":"Cancelled."}"#,
        #"{"event":"ended","outcome":"cancelled"}"#,
      ])
  }

  @Test func typingCancelAtAPromptCancelsAndTheNextUtteranceRuns() async {
    let session = await SoupChefSession(lines: [
      "Order Soup Chef", "never mind", "Order tomato soup from Soup Chef", "2", "Order",
    ])

    let outcomes = await session.runPlain()

    #expect(outcomes.count == 2)
    #expect(outcomes.first == .cancelled)
    #expect(
      session.output.lines.contains(
        "Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes."))
    #expect(session.orders.orderHistory.first?.storeLocation?.name == "Civic Center")
  }
}
