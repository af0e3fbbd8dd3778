import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Testing

/// "Open Want to Read in Book Library": the app opens on the shelf, with its books.
@Suite struct OpenShelfTests {
  @Test func opensWantToReadAndShowsItsBooks() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.handle("Open Want to Read in Book Library", with: frontEnd)

    #expect(outcome.isCompleted)
    #expect(frontEnd.understandings.first?.intent == "OpenShelf")
    #expect(frontEnd.openedApps.map(\.app) == ["Book Library"])
    #expect(frontEnd.openedApps.first?.screen == LibraryText.wantToRead)
    #expect(fixture.state.navigator.screen == .shelf(.wantToRead))
  }

  @Test func showMyShelfByTheAlternativeName() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Show my currently reading shelf in Library", with: frontEnd)

    #expect(frontEnd.openedApps.first?.screen == LibraryText.currentlyReading)
    #expect(fixture.state.navigator.screen == .shelf(.currentlyReading))
  }

  @Test func openShelfWithoutAShelfAsksWhichShelf() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("Read")])

    await fixture.runtime.run(intentNamed: "OpenShelf", parameters: [], with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == "Which shelf?")
    #expect(prompt.suggestions.map(\.title) == ["Currently Reading", "Want to Read", "Read"])
    #expect(fixture.state.navigator.screen == .shelf(.read))
  }

  @Test func openCurrentlyReadingRunsByName() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.run(intentNamed: "OpenCurrentlyReading", parameters: [], with: frontEnd)

    #expect(frontEnd.openedApps.first?.screen == LibraryText.currentlyReading)
  }

  @Test func openBookShowsTheBooksPage() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Open Wuthering Heights in Book Library", with: frontEnd)

    #expect(frontEnd.openedApps.first?.screen == "Wuthering Heights by Emily Brontë")
  }

  @Test func anotherAppsNameOrAnotherActionNeverRunsABookLibraryIntent() async {
    let fixture = await BookLibraryFixture.make()
    for utterance in [
      "Open Want to Read in Trails", "Open Want to Read", "Show my Read shelf in Soup Chef",
      "Buy Dune", "Add a book to Goodreads", "Sell Jane Eyre in Book Library",
      "Delete Little Women from Book Library", "Don't open Frankenstein in Book Library",
    ] {
      let frontEnd = AnsweringFrontEnd()
      await fixture.runtime.handle(utterance, with: frontEnd)
      #expect(!frontEnd.understandings.contains { $0.app == "Book Library" }, "\(utterance)")
      #expect(fixture.state.navigator.screen == .library, "\(utterance)")
    }
  }
}
