/// One book of the catalog: what AddBook's search finds and the Book Library app adds.
public struct CatalogBook: Sendable, Hashable {
  /// The title, as printed on the cover: "The Left Hand of Darkness".
  public let title: String
  /// The author's name, given name first: "Ursula K. Le Guin".
  public let authorName: String
  /// The year the book was first published.
  public let yearPublished: Int

  /// Creates a book.
  public init(title: String, authorName: String, yearPublished: Int) {
    self.title = title
    self.authorName = authorName
    self.yearPublished = yearPublished
  }
}
