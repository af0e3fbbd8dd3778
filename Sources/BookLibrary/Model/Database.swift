import Foundation
import Locking

/// The person's books: the session's `Database`, one per app install (a dependency rather than
/// Apple's `Database.shared`, so every conversation and test starts from its own library).
public final class Database: Sendable {
  private let storage: Locked<[Book]>

  /// A library holding `books` (by default the bundled fifteen).
  public init(books: [Book] = LibraryData.books) {
    storage = Locked(books)
  }

  /// Every book, in the order they were shelved.
  public var books: [Book] { storage.withLock { $0 } }

  /// The book with this identifier.
  public func book(for identifier: UUID) -> Book? {
    storage.withLock { books in books.first { $0.id == identifier } }
  }

  /// The books on a shelf, in the order they were shelved.
  public func books(on shelf: Shelf) -> [Book] {
    storage.withLock { books in books.filter { $0.shelf == shelf } }
  }

  /// Adds a book, or updates it when the library has one with its identifier.
  public func add(book: Book) {
    storage.withLock { books in
      if let index = books.firstIndex(where: { $0.id == book.id }) {
        books[index] = book
      } else {
        books.append(book)
      }
    }
  }

  /// Replaces every book with `books`: the library as a fresh install has it, for a harness that
  /// starts each run over.
  public func reset(to books: [Book] = LibraryData.books) {
    storage.withLock { $0 = books }
  }

  /// The library's copy of a catalog book with the same title and author, if any.
  public func book(titled title: String, by authorName: String) -> Book? {
    storage.withLock { books in
      books.first {
        $0.title.caseInsensitiveCompare(title) == .orderedSame
          && $0.authorName.caseInsensitiveCompare(authorName) == .orderedSame
      }
    }
  }
}
