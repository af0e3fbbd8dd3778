import BookLibrary
@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// "Buy Dune from Book Library": the count is asked for, the order previewed with an Order
/// button, then confirmed.
@Suite struct BuyBookTests {
  @Test func asksTheCountThenConfirmsTheOrderWithItsPreview() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("2"), .confirm(true)])

    let outcome = await fixture.runtime.handle("Buy Dune from Book Library", with: frontEnd)

    let count = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(count.parameter == "count")
    let confirmation = try #require(frontEnd.prompts.last?.confirmationPrompt)
    #expect(confirmation.text == LibraryText.readyToOrder)
    #expect(confirmation.confirmTitle == "Order")
    #expect(confirmation.kind == .result)
    let preview = try #require(confirmation.snippet).textLines
    #expect(preview.contains("Dune"))
    #expect(preview.contains("Frank Herbert"))
    #expect(preview.contains { $0.hasPrefix("Copies:") && $0.hasSuffix("2") })
    #expect(frontEnd.spokenTexts.last == LibraryText.thanks)
    let done = try #require(frontEnd.speeches.last?.snippet).textLines
    #expect(done.contains("2 × Dune"))
    #expect(outcome.isCompleted)
    #expect(frontEnd.scriptConsumed)
  }

  @Test func aCountSaidInTheUtteranceIsNotAskedFor() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await fixture.runtime.handle(
      "Buy two copies of Heart of Darkness from Book Library", with: frontEnd)

    #expect(frontEnd.prompts.compactMap(\.valuePrompt).isEmpty)
    #expect(frontEnd.understandings.first?.parameters["count"] == "two")
    #expect(frontEnd.spokenTexts.last == LibraryText.thanks)
  }

  @Test func decliningPlacesNoOrder() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("1"), .confirm(false)])

    let outcome = await fixture.runtime.handle("Buy Dune from Book Library", with: frontEnd)

    #expect(outcome == .cancelled)
    #expect(!frontEnd.spokenTexts.contains(LibraryText.thanks))
  }

  @Test func buyABookAsksWhichBook() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("Moby Dick"), .text("1"), .confirm(true)])

    await fixture.runtime.handle("Buy a book in Book Library", with: frontEnd)

    let which = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(which.text == "Which book?")
    #expect(frontEnd.spokenTexts.last == LibraryText.thanks)
  }
}
