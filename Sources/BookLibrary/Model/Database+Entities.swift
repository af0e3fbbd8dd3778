extension Database {
  /// Adds a book found in the catalog: a new book goes on Want to Read; a book the library
  /// has stays on its shelf and takes the new recommendation.
  ///
  /// A catalog book's identifier comes from its title and author (``BooksAPI``), never from the
  /// run's identifier sequence, which starts over each run: a book added in one run and another
  /// added in the next cannot share one. Should two books' identifiers ever collide, the second
  /// is refused rather than written over the first.
  ///
  /// - Throws: ``LibraryDataError`` when the identifier belongs to another book, or the library
  ///   cannot be stored.
  public func add(book entity: BookEntity) throws(LibraryDataError) {
    if var book = self.book(for: entity.id) {
      guard
        book.title.caseInsensitiveCompare(entity.title) == .orderedSame
          && book.authorName.caseInsensitiveCompare(entity.authorName) == .orderedSame
      else {
        let message = "“\(entity.title)” wasn't added: its identifier is that of “\(book.title)”"
        throw LibraryDataError(message: message + " by \(book.authorName).")
      }
      if let recommendedBy = entity.recommendedBy { book.recommendedBy = recommendedBy }
      try add(book: book)
      return
    }
    try add(
      book: Book(
        id: entity.id, title: entity.title, authorName: entity.authorName,
        datePublished: entity.datePublished, dateRead: nil, shelf: .wantToRead,
        recommendedBy: entity.recommendedBy))
  }
}
