import BookCatalog
import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Testing

/// A NUL in an answer (JSON mode's `"e\u0000"`) once trapped in Foundation's `String.contains`,
/// which BookQuery's string search calls, as soon as the library held a title with a non-ASCII
/// letter. The runtime now hands app code no control characters.
@Suite struct ControlCharacterAnswerTests {
  @Test func aNulInAnAnswerNeverReachesTheStringSearch() async throws {
    let catalog = BookCatalog(books: [
      CatalogBook(title: "Suite Française", authorName: "Irène Némirovsky", yearPublished: 2004)
    ])
    let fixture = await BookLibraryFixture.make(catalog: catalog)
    let add = AnsweringFrontEnd([.text("Suite Française")])
    await fixture.runtime.handle("Add a book to Book Library", with: add)
    #expect(fixture.titles(on: .wantToRead).last == "Suite Française")

    let buy = AnsweringFrontEnd([.text("Française\u{0}"), .text("1"), .confirm(true)])
    let outcome = await fixture.runtime.handle("Buy a book in Book Library", with: buy)

    #expect(outcome.isCompleted)
    #expect(buy.spokenTexts.last == LibraryText.thanks)
  }

  @Test func aNulInAPresetOrAnUtteranceIsDroppedToo() async {
    let fixture = await BookLibraryFixture.make()
    let preset = AnsweringFrontEnd([.confirm(true)])
    await fixture.runtime.run(
      intentNamed: "BuyBook", parameters: [("book", "Du\u{0}ne"), ("count", "1")], with: preset)
    #expect(preset.spokenTexts.last == LibraryText.thanks)

    let spoken = AnsweringFrontEnd()
    await fixture.runtime.handle("Open Du\u{0}ne in Book Library", with: spoken)
    #expect(spoken.openedApps.first?.screen == "Dune by Frank Herbert")
  }
}
