import OpenAppIntents

/// Adds a book from the catalog to the library: the session's `AddBook`, in its request-value
/// form, returning the book and opening it.
public struct AddBook: AppIntent {
  public static let title: LocalizedStringResource = "Add Book"

  @Parameter(title: "Title")
  public var title: String

  @Parameter(title: "Author Name")
  public var authorName: String?

  @Parameter(title: "Recommended By")
  public var recommendedBy: String?

  @Dependency private var booksAPI: BooksAPI
  @Dependency private var database: Database

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & OpensIntent {
    // Not in the session: a catalog that cannot be read says so, rather than "Book Not Found".
    if let problem = booksAPI.loadProblem {
      throw Error.catalogUnavailable(problem)
    }
    let books = await booksAPI.findBooks(named: title, author: authorName)
    guard var book = books.first else {
      throw Error.notFound
    }
    // The session throws `$authorName.requestValue(…)`, a pre-release form; the shipping API
    // asks with `needsValueError`, and perform() runs again with the author.
    if books.count > 1 && authorName == nil {
      throw $authorName.needsValueError("Who wrote the book?")
    }
    book.recommendedBy = recommendedBy
    try database.add(book: book)

    return .result(value: book, opensIntent: OpenBook(book: book))
  }

  public enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
    case notFound
    /// The catalog file could not be read; the reason names the file.
    case catalogUnavailable(String)

    public var localizedStringResource: LocalizedStringResource {
      switch self {
      case .notFound: return "Book Not Found"
      case .catalogUnavailable(let problem):
        return "The book catalog could not be read: \(problem)"
      }
    }
  }
}
