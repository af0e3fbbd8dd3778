/// What `findBooks` searches: the titles' and the authors' inverted indexes, and which books are
/// curated (real) ones.
struct SearchIndex: Sendable {
  let titles: WordIndex
  let authors: WordIndex
  /// Whether each book is one of ``CuratedBooks``, which rank before generated ones.
  let isCurated: [Bool]
  /// The title vocabulary positions of the leading articles ("the", "a", "an") it has.
  let articles: [Int32]

  /// Indexes `books`.
  init(books: [CatalogBook]) {
    var titles = WordIndex.Builder(capacity: books.count)
    var authors = WordIndex.Builder(capacity: books.count)
    for book in books {
      titles.add(book.title)
      authors.add(book.authorName)
    }
    let titleIndex = titles.build()
    self.titles = titleIndex
    self.authors = authors.build()
    articles = SearchWords.articles.compactMap { titleIndex.position(of: $0) }
    isCurated = Self.curatedBooks(in: books, titles: titleIndex)
  }

  /// Which of `books` are curated ones: found from the few hundred curated titles through the
  /// index, rather than by hashing every title of the catalog.
  private static func curatedBooks(in books: [CatalogBook], titles: WordIndex) -> [Bool] {
    var isCurated = [Bool](repeating: false, count: books.count)
    for curated in CuratedBooks.library + CuratedBooks.classics {
      let words = SearchWords.words(in: curated.title).map { titles.position(of: $0) }
      guard !words.contains(nil) else { continue }
      let positions = words.compactMap { $0 }
      // The books with the curated title's rarest word, then with all its words in order.
      guard
        let rarest = positions.min(by: {
          titles.postingCount(Int($0)..<Int($0) + 1) < titles.postingCount(Int($1)..<Int($1) + 1)
        })
      else { continue }
      for book in titles.books(withWordIn: Int(rarest)..<Int(rarest) + 1, bookCount: books.count)
      where titles.words(of: book).elementsEqual(positions) && books[Int(book)] == curated {
        isCurated[Int(book)] = true
      }
    }
    return isCurated
  }

  /// Book `book`'s title words without a leading article (unless the article is all there is):
  /// what the exact-title rule compares, and whose count ranks the book.
  func contentWords(of book: Int32) -> ArraySlice<Int32> {
    let words = titles.words(of: book)
    guard words.count > 1, let first = words.first, articles.contains(first) else { return words }
    return words.dropFirst()
  }
}
