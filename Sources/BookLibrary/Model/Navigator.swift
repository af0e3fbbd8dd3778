import Locking

/// What the app shows: the session's `Navigator`, as a dependency.
public final class Navigator: Sendable {
  /// A screen of the app.
  public enum Screen: Sendable, Equatable {
    /// The shelves.
    case library
    /// One shelf and its books.
    case shelf(Shelf)
    /// One book's page.
    case book(Book.ID)
  }

  private let current: Locked<Screen>
  private let database: Database

  /// The app's navigation, on the shelves at launch.
  public init(database: Database) {
    self.database = database
    current = Locked(.library)
  }

  /// The screen shown.
  public var screen: Screen { current.withLock { $0 } }

  /// Shows a shelf.
  public func openShelf(_ shelf: Shelf) {
    current.withLock { $0 = .shelf(shelf) }
  }

  /// Shows a book's page.
  public func openBook(_ book: BookEntity) {
    current.withLock { $0 = .book(book.id) }
  }

  /// The screen in words, for SiriSim's "[Book Library opened: …]": a shelf with its books, or
  /// a book with its author.
  public var screenDescription: String {
    switch screen {
    case .library:
      return "Library"
    case .shelf(let shelf):
      let titles = database.books(on: shelf).map(\.title)
      let name = Shelf.caseDisplayRepresentations[shelf]?.title.defaultValue ?? shelf.rawValue
      return "\(name) — \(titles.isEmpty ? "no books" : titles.joined(separator: ", "))"
    case .book(let id):
      guard let book = database.book(for: id) else { return "Library" }
      return "\(book.title) by \(book.authorName)"
    }
  }
}
