import Foundation
import OpenAppIntents

/// A book as intents see it: the session's `BookEntity`, with its three properties.
public struct BookEntity: AppEntity, Identifiable {
  public var id: UUID

  @Property(title: "Title")
  public var title: String

  @Property(title: "Publishing Date")
  public var datePublished: Date

  @Property(title: "Read Date")
  public var dateRead: Date?

  /// Who recommended the book (AddBook's "Recommended By").
  public var recommendedBy: String?

  /// Who wrote it. Not a property in the session's listing; AddBook's author question and the
  /// disambiguation variant (`books.map { $0.authorName }`) read it.
  public var authorName: String = ""

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: LocalizedStringResource(stringLiteral: title))
  }

  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"

  public static let defaultQuery = BookQuery()

  /// An entity with only an identifier, as the session's `init(id:)`.
  public init(id: UUID) {
    self.id = id
  }

  /// An entity with an identifier and a title, as the session's `init(id:title:)`.
  public init(id: UUID, title: String) {
    self.id = id
    self.title = title
  }

  /// The entity for a book of the library.
  public init(book: Book) {
    self.init(id: book.id, title: book.title)
    datePublished = book.datePublished
    dateRead = book.dateRead
    recommendedBy = book.recommendedBy
    authorName = book.authorName
  }
}
