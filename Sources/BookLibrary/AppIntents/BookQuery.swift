import Foundation
import OpenAppIntents

/// How Siri finds books: by identifier, every book as a suggestion, and any book whose title
/// contains the words said: the session's `BookQuery`.
public struct BookQuery: EntityStringQuery {
  @Dependency var database: Database

  public init() {}

  public func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    identifiers.compactMap { identifier in
      database.book(for: identifier).map(BookEntity.init(book:))
    }
  }

  public func suggestedEntities() async throws -> [BookEntity] {
    database.books.map(BookEntity.init(book:))
  }

  public func entities(matching string: String) async throws -> [BookEntity] {
    database.books.filter { book in
      book.title.lowercased().contains(string.lowercased())
    }.map(BookEntity.init(book:))
  }
}
