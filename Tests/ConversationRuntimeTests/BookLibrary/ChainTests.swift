import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Testing

/// Intents run one after another, the next taking the result of the one before:
/// `sirisim run AddBook title=Dune --then OpenBook book=@result`.
@Suite struct ChainTests {
  @Test func addBookThenOpenBookWithItsResult() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      chain: [
        ChainedIntent(intent: "AddBook", parameters: [("title", "Dune")]),
        ChainedIntent(intent: "OpenBook", parameters: [("book", ChainedIntent.previousResult)]),
      ], with: frontEnd)

    #expect(outcome.isCompleted)
    // AddBook's result opens the book, then the chain's OpenBook opens the same book again.
    #expect(
      frontEnd.openedApps.map(\.screen) == ["Dune by Frank Herbert", "Dune by Frank Herbert"])
    #expect(frontEnd.outcomes.count == 2)
    #expect(frontEnd.prompts.isEmpty)
  }

  @Test func addBookThenBuyBookWithItsResult() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await fixture.runtime.run(
      chain: [
        ChainedIntent(intent: "AddBook", parameters: [("title", "The Hobbit")]),
        ChainedIntent(intent: "BuyBook", parameters: [("book", "@result"), ("count", "3")]),
      ], with: frontEnd)

    #expect(outcome.isCompleted)
    // AddBook opens the book (its result's OpensIntent), then BuyBook orders it.
    #expect(frontEnd.openedApps.map(\.screen) == ["The Hobbit by J. R. R. Tolkien"])
    #expect(frontEnd.spokenTexts.last == LibraryText.thanks)
    #expect(frontEnd.outcomes.count == 2)
  }

  @Test func aResultOfAnotherTypeIsRefusedBeforeAnythingRuns() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      chain: [
        ChainedIntent(intent: "BuyBook", parameters: [("book", "Dune"), ("count", "1")]),
        ChainedIntent(intent: "OpenBook", parameters: [("book", "@result")]),
      ], with: frontEnd)

    #expect(
      outcome == .failed(message: "OpenBook's book takes a Book, but BuyBook returns an Order."))
    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.understandings.isEmpty)
  }

  @Test func anIntentWithoutAValueCannotFeedTheNext() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      chain: [
        ChainedIntent(intent: "OpenShelf", parameters: [("shelf", "read")]),
        ChainedIntent(intent: "OpenBook", parameters: [("book", "@result")]),
      ], with: frontEnd)

    #expect(
      outcome
        == .failed(
          message: "OpenShelf returns no value, so OpenBook's book=@result has nothing to take."))
    #expect(fixture.state.navigator.screen == .library)
  }

  @Test func theFirstIntentHasNoResultToTake() async {
    let fixture = await BookLibraryFixture.make()
    let outcome = await fixture.runtime.run(
      chain: [ChainedIntent(intent: "OpenBook", parameters: [("book", "@result")])],
      with: AnsweringFrontEnd())
    #expect(
      outcome
        == .failed(
          message: "book=@result takes the result of the intent before, and OpenBook runs first."))
  }

  @Test func theChainStopsWhereAnIntentFails() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.run(
      chain: [
        ChainedIntent(intent: "AddBook", parameters: [("title", "Zzyzx Road Atlas")]),
        ChainedIntent(intent: "OpenBook", parameters: [("book", "@result")]),
      ], with: frontEnd)

    #expect(outcome == .failed(message: LibraryText.notFound))
    #expect(frontEnd.openedApps.isEmpty)
    #expect(frontEnd.outcomes.count == 1)
  }
}
