/// Makes the catalog AddBook searches (``BookCatalog/generated()``): the curated books, then
/// real-looking generated ones; and writes it as a file (`swift run generate-book-catalog`).
///
/// Deterministic: its own ``SplitMix64`` from a fixed seed, integer arithmetic only, and sets
/// used for membership alone, so every machine makes the same books (a test checks them, and
/// the file's bytes, against `Tests/BookCatalogTests/Fixtures/BookCatalog.tsv`).
///
/// So that the Book Library demo's searches stay predictable, generated books:
/// - never have a curated book's title (compared as search compares them, a leading article
///   aside), nor a title seen before;
/// - have authors whose names share no word with a curated author's surname ("Conrad",
///   "Herbert", "Le Guin", "García Márquez" …) that search would match, so naming the author
///   narrows a search to curated books;
/// - use the words of the library's 15 titles ("Darkness", "Garden", "Little" …) at most
///   ``libraryWordLimit`` times each, so searching for any one of those words finds the library
///   book among the first ``BookCatalog/resultLimit`` results.
public enum CatalogGenerator {
  /// The seed of SiriSim's catalog.
  public static let defaultSeed: UInt64 = 0xB00C_2022_D1FE

  /// How many books SiriSim's catalog generates after the curated ones.
  public static let defaultCount = 100_000

  /// How many generated titles may contain each word of a library title.
  public static let libraryWordLimit = 10

  /// The whole catalog file: `#` header lines, then one `title<TAB>author<TAB>year` line per
  /// book, the curated ones (``CuratedBooks/library``, then ``CuratedBooks/classics``) first,
  /// then `count` generated ones.
  ///
  /// - Parameters:
  ///   - count: How many books to generate; up to about a million, which the patterns allow.
  ///   - seed: The random numbers' seed; SiriSim's catalog uses ``defaultSeed``.
  public static func generate(count: Int = defaultCount, seed: UInt64 = defaultSeed) -> String {
    let curated = CuratedBooks.library + CuratedBooks.classics
    let generated = generatedBooks(count: count, seed: seed)
    var text = """
      # BookCatalog.tsv: the books AddBook searches in SiriSim's Book Library app.
      # Written by `swift run generate-book-catalog` (CatalogGenerator, seed \
      0x\(String(seed, radix: 16, uppercase: true))); do not edit by hand.
      # \(CuratedBooks.library.count) library books, \(CuratedBooks.classics.count) real classics, \
      then \(generated.count) generated books.
      # title<TAB>author<TAB>year

      """
    text.reserveCapacity(text.utf8.count + (curated.count + generated.count) * 48)
    for book in curated + generated {
      text += "\(book.title)\t\(book.authorName)\t\(book.yearPublished)\n"
    }
    return text
  }

  /// `count` generated books, in the file's order.
  static func generatedBooks(count: Int, seed: UInt64) -> [CatalogBook] {
    var random = SplitMix64(seed: seed)
    let authors = authorRoster(size: max(1, count / 8), using: &random)
    var titles = TitleRegistry()
    var books: [CatalogBook] = []
    books.reserveCapacity(max(0, count))
    var refusedInARow = 0
    while books.count < count {
      let title = TitlePatterns.title(using: &random)
      guard titles.admit(title) else {
        refusedInARow += 1
        // Only when asked for far more titles than the patterns make in practice.
        precondition(refusedInARow < 100_000, "the title patterns ran out of new titles")
        continue
      }
      refusedInARow = 0
      // The lower of two draws: a few prolific authors, many with a book or two.
      let author = min(random.next(below: authors.count), random.next(below: authors.count))
      // The higher of two draws: more recent books than old ones.
      let year = 1800 + max(random.next(below: 226), random.next(below: 226))
      books.append(CatalogBook(title: title, authorName: authors[author], yearPublished: year))
    }
    return books
  }

  /// `size` distinct author names (fewer only if the pools cannot make that many).
  static func authorRoster(size: Int, using random: inout SplitMix64) -> [String] {
    let surnames = CuratedSurnames()
    let origins = NamePools.origins.compactMap { origin -> NamePools.Origin? in
      var origin = origin
      origin.givenNames.removeAll(where: surnames.isMatched(by:))
      origin.surnames.removeAll(where: surnames.isMatched(by:))
      return origin.givenNames.isEmpty || origin.surnames.isEmpty ? nil : origin
    }
    let totalWeight = origins.reduce(0) { $0 + $1.weight }
    let initials = "ABCDEFGHIJKLMNOPRSTW".map(String.init)
    var seen: Set<String> = []
    var roster: [String] = []
    roster.reserveCapacity(size)
    var attempts = 0
    while roster.count < size, attempts < size * 100 {
      attempts += 1
      var roll = random.next(below: totalWeight)
      var origin = origins[0]
      for candidate in origins {
        if roll < candidate.weight {
          origin = candidate
          break
        }
        roll -= candidate.weight
      }
      let givenName = random.pick(origin.givenNames)
      var surname = random.pick(origin.surnames)
      if origin.doubleSurnames, random.next(below: 3) == 0 {
        let second = random.pick(origin.surnames)
        if second != surname { surname += " \(second)" }
      }
      var name = "\(givenName) \(surname)"
      if origin.middleInitials, random.next(below: 4) == 0 {
        name = "\(givenName) \(random.pick(initials)). \(surname)"
      }
      if seen.insert(name).inserted { roster.append(name) }
    }
    return roster
  }
}

/// The titles admitted so far, as search compares them, and how often each library title word
/// has been used.
private struct TitleRegistry {
  private var seen: Set<String> = []
  /// The library titles' words, and the ones starting with each byte, to check only those.
  private let libraryWords: [[UInt8]]
  private let libraryWordsByFirstByte: [[Int]]
  private var libraryWordUses: [Int]
  private var scanner = SearchWords()

  init() {
    var libraryWords: Set<String> = []
    for book in CuratedBooks.library {
      for word in SearchWords.words(in: book.title) where !Self.stopWords.contains(word) {
        libraryWords.insert(word)
      }
    }
    self.libraryWords = libraryWords.sorted().map { Array($0.utf8) }
    var byFirstByte = [[Int]](repeating: [], count: 256)
    for (index, word) in self.libraryWords.enumerated() { byFirstByte[Int(word[0])].append(index) }
    libraryWordsByFirstByte = byFirstByte
    libraryWordUses = Array(repeating: 0, count: libraryWords.count)
    for book in CuratedBooks.library + CuratedBooks.classics {
      _ = admitKey(SearchWords.words(in: book.title))
    }
  }

  /// Words that say nothing of a title on their own.
  private static let stopWords: Set<String> = [
    "a", "an", "the", "of", "and", "to", "in", "on", "for", "with", "at", "by", "from",
  ]

  /// Whether `title` is new and within the library words' budget; if so, it is recorded.
  mutating func admit(_ title: String) -> Bool {
    scanner.scan(title)
    var used: [Int] = []
    var overBudget = false
    scanner.forEachWord { word in
      for index in libraryWordsByFirstByte[Int(word[0])] where !used.contains(index) {
        let libraryWord = libraryWords[index]
        guard word.count >= libraryWord.count else { continue }
        var matches = true
        for offset in 1..<libraryWord.count where word[offset] != libraryWord[offset] {
          matches = false
          break
        }
        guard matches else { continue }
        if libraryWordUses[index] >= CatalogGenerator.libraryWordLimit { overBudget = true }
        used.append(index)
      }
    }
    guard !overBudget, admitKey(scanner.strings()) else { return false }
    for index in used { libraryWordUses[index] += 1 }
    return true
  }

  /// Records the title's words, a leading article aside; false if they were seen before.
  private mutating func admitKey(_ words: [String]) -> Bool {
    var words = words[...]
    if words.count > 1, let first = words.first, SearchWords.articles.contains(first) {
      words = words.dropFirst()
    }
    return seen.insert(words.joined(separator: " ")).inserted
  }
}
