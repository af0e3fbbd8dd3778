import Foundation
import Locking
import OpenAppIntents
import SiriSimApp

/// The person's books: the session's `Database`, one per app install (a dependency rather than
/// Apple's `Database.shared`, so every conversation and test starts from its own library).
///
/// SiriSim keeps the library under ``libraryKey`` in the app data it gives the app, so books
/// added or moved in one run are there in the next; until something is stored the library is
/// the books it was made with (by default the bundled fifteen). With
/// ``OpenAppIntents/AppDataStore/inMemory()`` each run starts over.
///
/// The stored library is read once, when the database is made. Books that cannot be read are
/// left out of ``books`` and named in ``problem``; the stored value is kept as it is, and
/// ``add(book:)`` refuses to write over it until ``reset(to:)`` replaces it.
public final class Database: Sendable {
  /// The key the library is stored under in the app's data.
  public static let libraryKey = "library"

  private struct Library {
    var books: [Book]
    /// Why the stored library could not be read, or the last change could not be saved.
    var problem: String?
    /// Whether the stored value could not all be read, so must not be written over by a change.
    var unreadable: Bool
  }

  private let appData: AppDataStore
  private let storage: Locked<Library>

  /// A library kept in `appData` (by default in memory), holding `books` (by default the
  /// bundled fifteen) until something is stored there.
  public init(books: [Book] = LibraryData.books, appData: AppDataStore = .inMemory()) {
    self.appData = appData
    storage = Locked(Self.loadLibrary(from: appData, seed: books))
  }

  /// Every book, in the order they were shelved.
  public var books: [Book] { storage.withLock { $0.books } }

  /// Why the stored library, or some of its books, could not be read, or the last change could
  /// not be saved; `nil` when none of that happened.
  public var problem: String? { storage.withLock { $0.problem } }

  /// The book with this identifier.
  public func book(for identifier: UUID) -> Book? {
    storage.withLock { library in library.books.first { $0.id == identifier } }
  }

  /// The books on a shelf, in the order they were shelved.
  public func books(on shelf: Shelf) -> [Book] {
    storage.withLock { library in library.books.filter { $0.shelf == shelf } }
  }

  /// Adds a book, or updates it when the library has one with its identifier, and stores the
  /// library.
  ///
  /// - Throws: ``LibraryDataError`` when the stored library could not be read (it is not
  ///   written over) or the library could not be stored; the library does not change then.
  public func add(book: Book) throws(LibraryDataError) {
    try storage.withLock { library throws(LibraryDataError) in
      if library.unreadable, let problem = library.problem {
        throw LibraryDataError(message: "“\(book.title)” wasn't saved. \(problem)")
      }
      var books = library.books
      do {
        // Read and written in one step: another SiriSim on the same store may have added a book.
        try appData.update([BookRecord].self, forKey: Self.libraryKey) { records in
          if let records { books = try records.map { record in try record.book() } }
          if let index = books.firstIndex(where: { $0.id == book.id }) {
            books[index] = book
          } else {
            books.append(book)
          }
          return books.map(BookRecord.init)
        }
      } catch {
        let message = "“\(book.title)” couldn't be saved: \(error)"
        library.problem = message
        throw LibraryDataError(message: message)
      }
      library = Library(books: books, problem: nil, unreadable: false)
    }
  }

  /// Replaces every book with `books`: the library as a fresh install has it, for a harness that
  /// starts each run over. The stored library is replaced too, even one that could not be read.
  ///
  /// The books are replaced for this run whatever happens; when they cannot be stored,
  /// ``problem`` says so and the stored library stays as it was.
  public func reset(to books: [Book] = LibraryData.books) {
    storage.withLock { library in
      do {
        try store(books)
        library = Library(books: books, problem: nil, unreadable: false)
      } catch {
        library = Library(
          books: books, problem: "The library couldn't be saved: \(error)",
          unreadable: library.unreadable)
      }
    }
  }

  /// The library's copy of a catalog book with the same title and author, if any.
  public func book(titled title: String, by authorName: String) -> Book? {
    storage.withLock { library in
      library.books.first {
        $0.title.caseInsensitiveCompare(title) == .orderedSame
          && $0.authorName.caseInsensitiveCompare(authorName) == .orderedSame
      }
    }
  }

  private func store(_ books: [Book]) throws {
    try appData.set(books.map(BookRecord.init), forKey: Self.libraryKey)
  }

  /// The stored library: every book that can be read, and what went wrong with the others; or
  /// `seed` when nothing is stored.
  private static func loadLibrary(from appData: AppDataStore, seed: [Book]) -> Library {
    let stored: [ReadableElement<BookRecord>]
    do {
      switch try appData.value(StoredList<BookRecord>.self, forKey: libraryKey)?.result {
      case nil: return Library(books: seed, problem: nil, unreadable: false)
      case .success(let elements): stored = elements
      case .failure(let error):
        let problem = "The stored library is not a list of books: "
        return Library(
          books: [], problem: problem + StoredValueError(error).description, unreadable: true)
      }
    } catch {
      return Library(
        books: [], problem: "The stored library can't be read: \(error)", unreadable: true)
    }
    let read = stored.readEach(element: "book", elements: "books", list: "stored library") {
      try $0.book()
    }
    return Library(books: read.values, problem: read.problem, unreadable: read.problem != nil)
  }
}

/// What Book Library keeps between runs could not be read or saved.
public struct LibraryDataError: Error, Sendable, Equatable, CustomLocalizedStringResourceConvertible
{
  /// What went wrong, in words a person understands.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  public var localizedStringResource: LocalizedStringResource { "\(message)" }
}
