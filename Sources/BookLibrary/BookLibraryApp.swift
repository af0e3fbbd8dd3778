import BookCatalog
import OpenAppIntents

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

    /// A fresh install: the fifteen books, on the shelves screen, with the bundled catalog
    /// (or `catalog`) loaded on first search.
    public init(books: [Book] = LibraryData.books, catalog: BookCatalog? = nil) {
      if let catalog {
        self.init(books: books) { catalog }
      } else {
        self.init(books: books) { try BookCatalog.loadBundled() }
      }
    }

    /// A fresh install whose catalog `loadCatalog` reads on the first search.
    public init(
      books: [Book] = LibraryData.books,
      loadCatalog: @escaping @Sendable () throws -> BookCatalog
    ) {
      let database = Database(books: books)
      self.database = database
      navigator = Navigator(database: database)
      booksAPI = BooksAPI(database: database, load: loadCatalog)
    }
  }

  /// A manifest over the app's state (by default a fresh install).
  public static func manifest(environment: IntentEnvironment = .live, state: State? = nil)
    -> AppManifest
  {
    let state = state ?? State()
    var dependencies = AppDependencies()
    dependencies.add(state.database)
    dependencies.add(state.navigator)
    dependencies.add(state.booksAPI)
    return AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: LibraryAppShortcuts.self,
      intents: [
        OpenCurrentlyReading.self, OpenShelf.self, OpenBook.self, AddBook.self, BuyBook.self,
      ],
      dependencies: dependencies,
      currentScreen: { state.navigator.screenDescription },
      entities: [BookEntity.self])
  }
}
