import Foundation

/// The books AddBook searches: an immutable list and its search index.
///
/// The package ships one, ``loadBundled()``: the 15 Book Library books, a few hundred real
/// classics and 100,000 generated, real-looking ones (`Resources/BookCatalog.tsv`, written by
/// ``CatalogGenerator``). Loading it reads and indexes the whole file; do it once, at start-up
/// or on first use, and share the value (it is `Sendable`, and copies share storage).
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

  /// The catalog file the package ships, `BookCatalog.tsv` in the module's resources.
  public static var bundledURL: URL? {
    Bundle.module.url(forResource: "BookCatalog", withExtension: "tsv")
  }

  /// Loads the catalog the package ships.
  ///
  /// - Throws: ``BookCatalogError`` if the file is missing or does not parse (neither happens
  ///   with a built package; the tests check the shipped file).
  public static func loadBundled() throws(BookCatalogError) -> BookCatalog {
    guard let url = bundledURL else {
      throw BookCatalogError(fileName: "BookCatalog.tsv", reason: .missingBundledFile)
    }
    return try BookCatalog(contentsOf: url)
  }
}
