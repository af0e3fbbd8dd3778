import OpenAppIntents

/// A book's cover as a text snippet: the session's `CoverView(book:)`, for AddBook's snippet
/// variant.
public struct CoverView: View {
  let book: BookEntity

  /// The cover of `book`.
  public init(book: BookEntity) {
    self.book = book
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: "book.closed")
        Text(book.title).font(.headline)
      }
      if !book.authorName.isEmpty {
        Text(book.authorName).foregroundStyle(.secondary)
      }
    }
  }
}
