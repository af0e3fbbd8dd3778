import BookCatalog
import OpenAppIntents
import SiriSimApp

/// Book Library as Siri sees it: the app of WWDC22's "Dive into App Intents", its App
/// Shortcuts, intents, entities and data (the data invented for the port).
public enum BookLibraryApp {
  /// The name SiriSim reports the app by.
  public static let displayName = "Book Library"

  /// Other names the app answers to.
  public static let alternativeNames = ["Library"]

  /// The app's state, for a manifest and for tests.
  public struct State: Sendable {
    public let database: Database
    public let navigator: Navigator
    public let booksAPI: BooksAPI
    /// Where the app keeps what it remembers between runs: the library.
    public let appData: AppDataStore

    /// The app on the shelves screen, with the library `appData` keeps (by default in memory,
    /// so a fresh install's: `books`, the fifteen unless said otherwise), and the bundled
    /// catalog (or `catalog`) loaded on first search.
    public init(
      books: [Book] = LibraryData.books, catalog: BookCatalog? = nil,
      appData: AppDataStore = .inMemory()
    ) {
      if let catalog {
        self.init(books: books, appData: appData) { catalog }
      } else {
        self.init(books: books, appData: appData) { BookCatalog.generated() }
      }
    }

    /// The app with the library `appData` keeps (by default in memory), whose catalog
    /// `loadCatalog` reads on the first search.
    public init(
      books: [Book] = LibraryData.books, appData: AppDataStore = .inMemory(),
      loadCatalog: @escaping @Sendable () throws -> BookCatalog
    ) {
      let database = Database(books: books, appData: appData)
      self.database = database
      self.appData = appData
      navigator = Navigator(database: database)
      booksAPI = BooksAPI(database: database, load: loadCatalog)
    }
  }

  /// A manifest over the app's state: `state`, or else one made over `appData` (by default in
  /// memory, a fresh install). The state's ``State/appData`` is the app's `AppDataStore`
  /// dependency; `appData` is not used when `state` is given.
  public static func manifest(
    environment: IntentEnvironment = .live, state: State? = nil,
    appData: AppDataStore = .inMemory()
  ) -> AppManifest {
    let state = state ?? State(appData: appData)
    var manifest = AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: shortcutsProvider,
      intents: [
        OpenCurrentlyReading.self, OpenShelf.self, OpenBook.self, AddBook.self, BuyBook.self,
      ],
      currentScreen: { state.navigator.screenDescription },
      entities: [BookEntity.self])
    manifest.add(dependency: state.database)
    manifest.add(dependency: state.navigator)
    manifest.add(dependency: state.booksAPI)
    manifest.add(dependency: state.appData)
    // As the app does at launch: the books on its shelves go into Spotlight.
    manifest.didLaunch = { try await state.database.updateSpotlightIndex() }
    return manifest
  }
}
