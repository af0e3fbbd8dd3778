import Foundation

/// The books AddBook searches: an immutable list and its search index.
///
/// SiriSim's own is ``generated()``: the 15 Book Library books, a few hundred real classics and
/// 100,000 generated, real-looking ones, made by ``CatalogGenerator`` from its fixed seed in the
/// process itself, so a copied `sirisim` needs no file beside it. Making it builds the books and
/// their index; do it once, on first use, and share the value (it is `Sendable`, and copies
/// share storage).
public struct BookCatalog: Sendable {
  /// Every book, in the order given (for a file, its line order).
  public let books: [CatalogBook]
  let index: SearchIndex

  /// How many books the catalog holds.
  public var count: Int { books.count }

  /// A catalog of `books`, indexed for ``findBooks(named:author:)``.
  public init(books: [CatalogBook]) {
    self.books = books
    index = SearchIndex(books: books)
  }

  /// The catalog in a tab-separated file: `title<TAB>author<TAB>year` lines, with `#` comment
  /// lines and blank lines ignored.
  ///
  /// - Throws: ``BookCatalogError`` naming the file when it cannot be read or is not UTF-8,
  ///   or its line and column when a line is malformed.
  public init(contentsOf url: URL) throws(BookCatalogError) {
    let fileName = url.isFileURL ? url.path : url.absoluteString
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw BookCatalogError(fileName: fileName, reason: .unreadable(error.localizedDescription))
    }
    let text = data.withUnsafeBytes { String(validating: $0, as: UTF8.self) }
    guard let text else { throw BookCatalogError(fileName: fileName, reason: .notUTF8) }
    try self.init(text: text, fileName: fileName)
  }

  /// The catalog in `text`, a file's contents as ``init(contentsOf:)`` reads them; `fileName`
  /// is what errors call the file.
  public init(text: String, fileName: String) throws(BookCatalogError) {
    self.init(books: try CatalogFile.books(in: text, fileName: fileName))
  }

  /// The catalog AddBook searches: the curated books, then ``CatalogGenerator``'s 100,000
  /// from ``CatalogGenerator/defaultSeed``; the same books, in the same order, as the file
  /// `swift run generate-book-catalog` writes. It reads no file. Made once a process, on the
  /// first call, and shared after that.
  public static func generated() -> BookCatalog { shared }

  private static let shared = makeGenerated()

  /// ``generated()`` made anew, not shared: for measuring what making it costs.
  public static func makeGenerated() -> BookCatalog {
    BookCatalog(
      books: CuratedBooks.library + CuratedBooks.classics
        + CatalogGenerator.generatedBooks(
          count: CatalogGenerator.defaultCount, seed: CatalogGenerator.defaultSeed))
  }
}
