import Foundation

/// A book in the person's library: what the app stores, and what `BookEntity` shows.
public struct Book: Identifiable, Sendable, Hashable {
  /// A stable identifier, saved in shortcuts.
  public var id: UUID
  /// The title, as the cover gives it.
  public var title: String
  /// Who wrote it.
  public var authorName: String
  /// When it was first published.
  public var datePublished: Date
  /// When the person finished it, for books on the Read shelf.
  public var dateRead: Date?
  /// The shelf it is on.
  public var shelf: Shelf
  /// Who recommended it, if anyone.
  public var recommendedBy: String?

  /// Creates a book.
  public init(
    id: UUID, title: String, authorName: String, datePublished: Date, dateRead: Date? = nil,
    shelf: Shelf, recommendedBy: String? = nil
  ) {
    self.id = id
    self.title = title
    self.authorName = authorName
    self.datePublished = datePublished
    self.dateRead = dateRead
    self.shelf = shelf
    self.recommendedBy = recommendedBy
  }
}
