extension Database {
  /// Adds a book found in the catalog: a new book goes on Want to Read; a book the library
  /// has stays on its shelf and takes the new recommendation.
  public func add(book entity: BookEntity) {
    if var book = self.book(for: entity.id) {
      if let recommendedBy = entity.recommendedBy { book.recommendedBy = recommendedBy }
      add(book: book)
      return
    }
    add(
      book: Book(
        id: entity.id, title: entity.title, authorName: entity.authorName,
        datePublished: entity.datePublished, dateRead: nil, shelf: .wantToRead,
        recommendedBy: entity.recommendedBy))
  }
}
