import BookCatalog
import Foundation
import Locking

/// The book catalog AddBook searches: the session's `BooksAPI`, over SiriSim's catalog of
/// 100,000+ books (``BookCatalog/generated()``), made on first use.
public final class BooksAPI: Sendable {
  private enum Loaded {
    case notYet
    case catalog(BookCatalog)
    case failed(String)
  }

  private let state: Locked<Loaded>
  private let load: @Sendable () throws -> BookCatalog
  private let database: Database

  /// A catalog made by `load` on first use (by default ``BookCatalog/generated()``); a book the library
  /// already has comes back as the library's book.
  public init(
    database: Database,
    load: @escaping @Sendable () throws -> BookCatalog = { BookCatalog.generated() }
  ) {
    self.database = database
    self.load = load
    state = Locked(.notYet)
  }

  /// The catalog, loading it once; nil when it cannot be read (the reason is in `loadProblem`).
  public var catalog: BookCatalog? {
    state.withLock { state in
      if case .notYet = state {
        do {
          state = .catalog(try load())
        } catch {
          state = .failed("\(error)")
        }
      }
      if case .catalog(let catalog) = state { return catalog }
      return nil
    }
  }

  /// Why the catalog could not be read, if it could not.
  public var loadProblem: String? {
    _ = catalog
    return state.withLock { state in
      if case .failed(let message) = state { return message }
      return nil
    }
  }

  /// The catalog's books whose title has the words of `title` (only the exact title when one
  /// has it), by the author when `author` is given; best first.
  public func findBooks(named title: String, author: String?) async -> [BookEntity] {
    guard let catalog else { return [] }
    let author = author?.trimmingCharacters(in: .whitespacesAndNewlines)
    return catalog.findBooks(named: title, author: author?.isEmpty == false ? author : nil)
      .map { entity(for: $0) }
  }

  /// The entity for a catalog book: the library's own when it has the book, else a new one
  /// with an identifier derived from the title and author (the same on every run).
  private func entity(for found: CatalogBook) -> BookEntity {
    if let book = database.book(titled: found.title, by: found.authorName) {
      return BookEntity(book: book)
    }
    var entity = BookEntity(
      book: Book(
        id: Self.identifier(title: found.title, author: found.authorName), title: found.title,
        authorName: found.authorName,
        datePublished: LibraryData.day(found.yearPublished, 1, 1), shelf: .wantToRead))
    entity.recommendedBy = nil
    return entity
  }

  /// A version-8 UUID (RFC 9562, custom) from FNV-1a hashes of the title and author.
  static func identifier(title: String, author: String) -> UUID {
    func fnv(_ text: String, _ basis: UInt64) -> UInt64 {
      text.utf8.reduce(basis) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
    func hex(_ value: UInt64) -> [Character] {
      let digits = String(value, radix: 16)
      return Array(String(repeating: "0", count: 16 - digits.count) + digits)
    }
    var digits =
      hex(fnv(title + "\u{1F}" + author, 0xcbf2_9ce4_8422_2325))
      + hex(fnv(author + "\u{1F}" + title, 0x8422_2325_cbf2_9ce4))
    digits[12] = "8"  // the version
    digits[16] = "a"  // the variant, 10xx
    let text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
      .joined(separator: "-")
    return UUID(uuidString: text) ?? LibraryData.identifier(0)
  }
}
