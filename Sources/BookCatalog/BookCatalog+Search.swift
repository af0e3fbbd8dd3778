import TextSafety

extension BookCatalog {
  /// The most books ``findBooks(named:author:)`` returns: enough for a disambiguation list,
  /// few enough to read out.
  public static let resultLimit = 50

  /// The books whose title matches `title` and, when `author` has words, whose author matches
  /// `author`: AddBook's search (`BooksAPI.findBooks(named:author:)` in WWDC22's "Dive into App
  /// Intents").
  ///
  /// Titles and names are compared as words, lowercased, diacritics folded and punctuation
  /// dropped: "moby dick" finds "Moby-Dick", "le guin" finds "Ursula K. Le Guin", "garcia
  /// marquez" finds "Gabriel García Márquez". A query word matches a word it starts, so "Dark"
  /// finds "Darkness" and "J Conrad" finds "Joseph Conrad"; a leading "the", "a" or "an" of the
  /// query is not required of the title.
  ///
  /// - If some titles equal the query (a leading article aside), only those are returned, so
  ///   "Dune" is "Dune" and not "Dune Messiah".
  /// - Otherwise, the titles with every query word, fewest other words first, then curated
  ///   (real) books before generated ones, then by title.
  ///
  /// An empty query (or one with no letters or digits) finds nothing. At most ``resultLimit``
  /// books are returned. Uses the index: the rarest query word's books are read, and checked
  /// for the other words; no scan over the catalog.
  ///
  /// A word said twice is searched once, and a title or author of more than `wordLimit` words
  /// keeps its first `wordLimit` distinct words, so a long answer costs no more than a short one.
  public func findBooks(
    named title: String, author: String? = nil, wordLimit: Int = defaultQueryWordLimit
  ) -> [CatalogBook] {
    search(title: title, author: author, wordLimit: wordLimit).map { books[Int($0)] }
  }

  /// The most distinct words of a title or an author ``findBooks(named:author:wordLimit:)``
  /// searches by default: `InputLimits.maxCatalogQueryWords`.
  public static let defaultQueryWordLimit = InputLimits.maxCatalogQueryWords

  /// The words of a title or author answer that a search looks for: those of `text` in order
  /// when there are at most `limit`; else its first `limit` distinct words.
  static func queryWords(in text: String, limit: Int) -> [String] {
    let words = SearchWords.words(in: text)
    guard words.count > limit else { return words }
    return Array(distinct(words).prefix(max(0, limit)))
  }

  /// The title's words as its exact title is looked up (a leading article dropped), and the
  /// words a book's title and author must have: each once, a repeated word adding nothing a
  /// book must have. The index is read once per required word.
  static func searchedWords(title: String, author: String?, wordLimit: Int)
    -> (title: [String], required: (title: [String], author: [String]))
  {
    var titleWords = queryWords(in: title, limit: wordLimit)
    if titleWords.count > 1, SearchWords.articles.contains(titleWords[0]) {
      titleWords.removeFirst()
    }
    let authorWords = author.map { queryWords(in: $0, limit: wordLimit) } ?? []
    return (titleWords, (distinct(titleWords), distinct(authorWords)))
  }

  /// `words` without repeats, each where it first occurs.
  static func distinct(_ words: [String]) -> [String] {
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }

  /// A query word's requirement: a word of the book's title (or author, `inAuthor`) in the
  /// field's vocabulary `range`, the words the query word starts.
  private struct Requirement {
    var inAuthor: Bool
    var range: Range<Int>
    /// How many books the range's words list: the cost of reading them.
    var postingCount: Int
  }

  /// ``findBooks(named:author:)``, as catalog positions.
  func search(
    title: String, author: String?, wordLimit: Int = defaultQueryWordLimit
  ) -> [Int32] {
    let (titleWords, required) = Self.searchedWords(
      title: title, author: author, wordLimit: wordLimit)
    guard !titleWords.isEmpty else { return [] }

    var requirements: [Requirement] = []
    for (words, inAuthor) in [(required.title, false), (required.author, true)] {
      let field = inAuthor ? index.authors : index.titles
      for word in words {
        let range = field.prefixRange(word)
        if range.isEmpty { return [] }
        requirements.append(
          Requirement(inAuthor: inAuthor, range: range, postingCount: field.postingCount(range)))
      }
    }
    // The rarest requirement picks the candidates; the others are checked on each.
    guard
      let rarest = requirements.indices.min(by: {
        requirements[$0].postingCount < requirements[$1].postingCount
      })
    else { return [] }
    let driver = requirements.remove(at: rarest)
    let candidates = (driver.inAuthor ? index.authors : index.titles)
      .books(withWordIn: driver.range, bookCount: books.count)

    let exactWords = titleWords.map { index.titles.position(of: $0) }
    let exactTitle = exactWords.contains(nil) ? nil : exactWords.compactMap { $0 }
    var exact: [Int32] = []
    var ranking = Ranking(limit: Self.resultLimit, books: books, isCurated: index.isCurated)
    for book in candidates {
      guard
        requirements.allSatisfy({
          ($0.inAuthor ? index.authors : index.titles).book(book, hasWordIn: $0.range)
        })
      else { continue }
      let content = index.contentWords(of: book)
      if let exactTitle, content.elementsEqual(exactTitle) {
        exact.append(book)
      } else if exact.isEmpty {
        ranking.offer(book, wordCount: content.count)
      }
    }
    guard exact.isEmpty else {
      var exactRanking = Ranking(limit: Self.resultLimit, books: books, isCurated: index.isCurated)
      for book in exact { exactRanking.offer(book, wordCount: 0) }
      return exactRanking.kept.map(\.book)
    }
    return ranking.kept.map(\.book)
  }
}

/// The best `limit` books offered so far: fewest title words, then curated ones, then by title
/// (then by position, for equal titles). Keeps them sorted, so a book that ranks below the last
/// of a full list costs one comparison.
private struct Ranking {
  let limit: Int
  let books: [CatalogBook]
  let isCurated: [Bool]
  private(set) var kept: [(rank: Int, book: Int32)] = []

  init(limit: Int, books: [CatalogBook], isCurated: [Bool]) {
    self.limit = limit
    self.books = books
    self.isCurated = isCurated
    kept.reserveCapacity(limit + 1)
  }

  mutating func offer(_ book: Int32, wordCount: Int) {
    let entry = (rank: wordCount * 2 + (isCurated[Int(book)] ? 0 : 1), book: book)
    if kept.count == limit, let last = kept.last, !precedes(entry, last) { return }
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if precedes(kept[middle], entry) { low = middle + 1 } else { high = middle }
    }
    kept.insert(entry, at: low)
    if kept.count > limit { kept.removeLast() }
  }

  private func precedes(_ a: (rank: Int, book: Int32), _ b: (rank: Int, book: Int32)) -> Bool {
    if a.rank != b.rank { return a.rank < b.rank }
    let first = books[Int(a.book)].title
    let second = books[Int(b.book)].title
    if first != second { return first < second }
    return a.book < b.book
  }
}
