import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Testing

/// "Add a book to Book Library": the title is asked for, searched in the catalog, narrowed by
/// the author when several books have it, added, and opened.
@Suite struct AddBookTests {
  @Test func darknessAsksWhoWroteItThenAddsAndOpensHeartOfDarkness() async throws {
    let fixture = await BookLibraryFixture.make(
      catalog: BookLibraryFixture.bundledCatalog)
    let frontEnd = AnsweringFrontEnd([.text("Darkness"), .text("Joseph Conrad")])

    let outcome = await fixture.runtime.handle("Add a book to Book Library", with: frontEnd)

    let prompts = frontEnd.prompts.compactMap(\.valuePrompt)
    #expect(prompts.map(\.text) == [LibraryText.whatTitle, LibraryText.whoWrote])
    #expect(prompts.map(\.parameter) == ["title", "authorName"])
    // The result opens OpenBook, which the runtime runs next.
    #expect(frontEnd.openedApps.map(\.screen) == ["Heart of Darkness by Joseph Conrad"])
    #expect(outcome.isCompleted)
    #expect(frontEnd.scriptConsumed)
  }

  @Test func aLowercaseSurnameNarrowsToOneBook() async throws {
    let fixture = await BookLibraryFixture.make(
      catalog: BookLibraryFixture.bundledCatalog)
    let frontEnd = AnsweringFrontEnd([.text("Darkness"), .text("conrad")])

    await fixture.runtime.handle("Add a book to Book Library", with: frontEnd)

    #expect(frontEnd.openedApps.first?.screen == "Heart of Darkness by Joseph Conrad")
  }

  @Test func aNewBookGoesOnWantToRead() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("The Hobbit")])

    await fixture.runtime.handle("Add a book to Book Library", with: frontEnd)

    #expect(fixture.titles(on: .wantToRead).last == "The Hobbit")
    #expect(frontEnd.openedApps.first?.screen == "The Hobbit by J. R. R. Tolkien")
    #expect(fixture.state.navigator.screen != .library)
  }

  @Test func aBookTheCatalogLacksIsNotFound() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("Zzyzx Road Atlas")])

    let outcome = await fixture.runtime.handle("Add a book to Book Library", with: frontEnd)

    #expect(outcome == .failed(message: LibraryText.notFound))
    #expect(frontEnd.spokenTexts.last == LibraryText.notFound)
    #expect(fixture.state.database.books.count == 15)
  }

  @Test func titleAuthorAndRecommenderSaidInTheUtterance() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle(
      "Add Beloved by Toni Morrison to Book Library, recommended by Sam", with: frontEnd)

    let understood = try #require(frontEnd.understandings.first)
    #expect(understood.intent == "AddBook")
    #expect(understood.parameters["title"] == "Beloved")
    #expect(understood.parameters["authorName"] == "Toni Morrison")
    #expect(understood.parameters["recommendedBy"] == "Sam")
    #expect(frontEnd.prompts.isEmpty)
    let added = try #require(fixture.state.database.books.last)
    #expect(added.title == "Beloved")
    #expect(added.recommendedBy == "Sam")
    #expect(added.shelf == .wantToRead)
  }

  @Test func theTitleAndAuthorSaidAfterTheAppsName() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle(
      "Add a book to Book Library: Beloved by Toni Morrison", with: frontEnd)

    let understood = try #require(frontEnd.understandings.first)
    #expect(understood.parameters["title"] == "Beloved")
    #expect(understood.parameters["authorName"] == "Toni Morrison")
    #expect(frontEnd.prompts.isEmpty)
    #expect(fixture.state.database.books.last?.title == "Beloved")
  }

  @Test func whoRecommendedItSaidAsARelativeClause() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("The Hobbit")])

    await fixture.runtime.handle("Add a book to Book Library that Leo recommended", with: frontEnd)

    let understood = try #require(frontEnd.understandings.first)
    #expect(understood.parameters["recommendedBy"] == "Leo")
    #expect(understood.parameters["title"] == nil)
    #expect(frontEnd.prompts.compactMap(\.valuePrompt).map(\.parameter) == ["title"])
    #expect(fixture.state.database.books.last?.recommendedBy == "Leo")
  }

  @Test func theTitleAloneFillsTheTitle() async throws {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Add The Hobbit to Book Library", with: frontEnd)

    let understood = try #require(frontEnd.understandings.first)
    #expect(understood.parameters["title"] == "The Hobbit")
    #expect(understood.parameters["authorName"] == nil)
  }

  @Test func aBookTheLibraryHasKeepsItsShelfAndTakesTheRecommendation() async {
    let fixture = await BookLibraryFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.run(
      intentNamed: "AddBook", parameters: [("title", "Dune"), ("recommendedBy", "Priya")],
      with: frontEnd)

    let dune = fixture.state.database.books.filter { $0.title == "Dune" }
    #expect(dune.count == 1)
    #expect(dune.first?.shelf == .currentlyReading)
    #expect(dune.first?.recommendedBy == "Priya")
  }

  @Test func resetForgetsAddedBooks() async {
    let fixture = await BookLibraryFixture.make()
    await fixture.runtime.handle(
      "Add Beloved by Toni Morrison to Book Library", with: AnsweringFrontEnd())
    #expect(fixture.state.database.books.count == 16)

    fixture.state.database.reset()

    #expect(fixture.state.database.books.map(\.title) == LibraryData.books.map(\.title))
  }
}
