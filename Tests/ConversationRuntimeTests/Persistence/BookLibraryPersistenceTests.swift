import BookCatalog
import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import Testing

/// Book Library keeps the library in its `AppDataStore`: books added or moved in one run are
/// there in the next (a new `Database` over the same storage), and a new run's books never take
/// an earlier run's identifiers.
@Suite struct BookLibraryPersistenceTests {
  /// One run of SiriSim: a fresh seeded environment (its identifier sequence starting over),
  /// Book Library's state over the storage, and a runtime with the app.
  struct Run {
    let state: BookLibraryApp.State
    let runtime: ConversationRuntime

    init(over storage: any AppDataStorage) async {
      let environment = TestClock.environment
      state = BookLibraryApp.State(
        catalog: BookLibraryFixture.smallCatalog, appData: AppDataStore(storage: storage))
      runtime = await ConversationRuntime(
        apps: [BookLibraryApp.manifest(environment: environment, state: state)],
        options: ConversationRuntime.Options(environment: environment))
    }

    /// Adds a book by its title, as a person asks Siri to.
    func addBook(titled title: String) async -> AnsweringFrontEnd {
      let frontEnd = AnsweringFrontEnd([.text(title)])
      await runtime.handle("Add a book to Book Library", with: frontEnd)
      return frontEnd
    }
  }

  /// A book the bundled library lacks, with an identifier of its own.
  static let hobbit = Book(
    id: UUID(uuid: (0xB0, 0x0C, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0x01, 0x00)),
    title: "The Hobbit", authorName: "J. R. R. Tolkien",
    datePublished: Date(timeIntervalSince1970: -1_041_379_200), shelf: .wantToRead,
    recommendedBy: "Bilbo")

  func database(over storage: any AppDataStorage) -> Database {
    Database(appData: AppDataStore(storage: storage))
  }

  @Test func aNewLibraryIsTheBundledFifteen() {
    #expect(database(over: InMemoryAppDataStorage()).books == LibraryData.books)
  }

  @Test func aBookAddedSurvivesIntoANewDatabase() throws {
    let storage = InMemoryAppDataStorage()
    try database(over: storage).add(book: Self.hobbit)

    let next = database(over: storage)

    #expect(next.books == LibraryData.books + [Self.hobbit])
    #expect(next.book(for: Self.hobbit.id)?.recommendedBy == "Bilbo")
    #expect(next.problem == nil)
  }

  @Test func aBookMovedToAnotherShelfSurvivesIntoANewDatabase() throws {
    let storage = InMemoryAppDataStorage()
    var dune = try #require(database(over: storage).book(titled: "Dune", by: "Frank Herbert"))
    #expect(dune.shelf == .currentlyReading)
    dune.shelf = .read
    dune.dateRead = Date(timeIntervalSince1970: 1_772_323_200)
    try database(over: storage).add(book: dune)

    let next = database(over: storage)

    #expect(next.book(for: dune.id) == dune)
    #expect(!next.books(on: .currentlyReading).map(\.title).contains("Dune"))
    #expect(next.books(on: .read).map(\.title).contains("Dune"))
    #expect(next.books.count == 15)
  }

  @Test func aResetReplacesTheStoredLibrary() throws {
    let storage = InMemoryAppDataStorage()
    try database(over: storage).add(book: Self.hobbit)

    database(over: storage).reset(to: [Self.hobbit])

    #expect(database(over: storage).books == [Self.hobbit])
  }

  @Test func booksAddedThroughSiriInTwoRunsGetDifferentIdentifiersAndBothStay() async throws {
    let storage = InMemoryAppDataStorage()
    let first = await Run(over: storage)
    let firstFrontEnd = await first.addBook(titled: "The Hobbit")
    #expect(firstFrontEnd.openedApps.first?.screen == "The Hobbit by J. R. R. Tolkien")

    // The next run's environment is seeded the same, so its identifiers start over.
    let next = await Run(over: storage)
    let nextFrontEnd = await next.addBook(titled: "Beloved")
    #expect(nextFrontEnd.openedApps.first?.screen == "Beloved by Toni Morrison")

    let library = database(over: storage)
    let hobbit = try #require(library.book(titled: "The Hobbit", by: "J. R. R. Tolkien"))
    let beloved = try #require(library.book(titled: "Beloved", by: "Toni Morrison"))
    #expect(hobbit.id != beloved.id)
    #expect(library.books.count == 17)
    #expect(Set(library.books.map(\.id)).count == 17)
    #expect(library.books(on: .wantToRead).suffix(2).map(\.title) == ["The Hobbit", "Beloved"])
  }

  @Test func theSameBookAddedInTheNextRunIsNotAddedTwice() async throws {
    let storage = InMemoryAppDataStorage()
    _ = await Run(over: storage).addBook(titled: "The Hobbit")

    let next = await Run(over: storage)
    _ = await next.addBook(titled: "The Hobbit")

    #expect(next.state.database.books.count == 16)
    #expect(database(over: storage).books.count == 16)
  }

  @Test func aBookWithAnotherBooksIdentifierIsRefusedNotWrittenOver() throws {
    let storage = InMemoryAppDataStorage()
    let library = database(over: storage)
    let dune = try #require(library.book(titled: "Dune", by: "Frank Herbert"))
    var impostor = BookEntity(id: dune.id, title: "The Hobbit")
    impostor.authorName = "J. R. R. Tolkien"

    let error = #expect(throws: LibraryDataError.self) {
      try library.add(book: impostor)
    }

    #expect(
      error?.message
        == "“The Hobbit” wasn't added: its identifier is that of “Dune” by Frank Herbert.")
    #expect(library.book(for: dune.id) == dune)
    #expect(try storage.data(forKey: Database.libraryKey) == nil)
  }

  @Test func anUnreadableBookIsLeftOutNamedAndNotWrittenOver() throws {
    let storage = InMemoryAppDataStorage()
    try database(over: storage).add(book: Self.hobbit)
    let stored = try #require(try storage.data(forKey: Database.libraryKey))
    var records = try #require(try JSONSerialization.jsonObject(with: stored) as? [[String: Any]])
    records[0]["shelf"] = "attic"
    let edited = try JSONSerialization.data(withJSONObject: records)
    try storage.setData(edited, forKey: Database.libraryKey)

    let library = database(over: storage)

    #expect(library.books == Array(LibraryData.books.dropFirst()) + [Self.hobbit])
    #expect(
      library.problem
        == "1 of the 16 books in the stored library can't be read (book 1: “attic” is not a shelf)."
    )
    let error = #expect(throws: LibraryDataError.self) {
      try library.add(book: Self.hobbit)
    }
    #expect(error?.message.hasPrefix("“The Hobbit” wasn't saved. 1 of the 16 books") == true)
    #expect(try storage.data(forKey: Database.libraryKey) == edited)
  }

  @Test func aLibraryThatIsNotJSONIsEmptyUntilReset() throws {
    let storage = InMemoryAppDataStorage()
    try storage.setData(Data("shelves".utf8), forKey: Database.libraryKey)
    let library = database(over: storage)
    #expect(library.books.isEmpty)
    #expect(library.problem?.hasPrefix("The stored library can't be read: ") == true)

    library.reset()

    #expect(library.problem == nil)
    #expect(database(over: storage).books == LibraryData.books)
  }

  @Test func aBookThatCannotBeSavedIsNotAddedAndSiriSaysWhy() async throws {
    let run = await Run(over: ReadOnlyAppDataStorage())
    let frontEnd = await run.addBook(titled: "The Hobbit")

    let message = "“The Hobbit” couldn't be saved: the disk is read-only"
    #expect(frontEnd.spokenTexts.last == message)
    #expect(frontEnd.speeches.last?.kind == .error)
    #expect(run.state.database.books == LibraryData.books)
    #expect(run.state.database.problem == message)
  }

  @Test func theSimulatedAppKeepsItsLibraryInTheAppDataItIsGiven() throws {
    let storage = InMemoryAppDataStorage()
    try database(over: storage).add(book: Self.hobbit)

    let manifest = BookLibraryApp.makeManifest(
      environment: TestClock.environment,
      appData: AppDataStore(storage: storage))

    #expect(manifest.dependencies.resolve(Database.self)?.book(for: Self.hobbit.id) == Self.hobbit)
    #expect(manifest.dependencies.resolve(AppDataStore.self) != nil)
  }
}
