import BookCatalog
import Foundation

/// SiriSim's catalog, made once for all the tests that search it, and the committed file of
/// its books.
enum ShippedCatalog {
  private static let loaded = BookCatalog.generated()

  /// SiriSim's catalog (``BookCatalog/generated()``).
  static func catalog() -> BookCatalog { loaded }

  /// `Tests/BookCatalogTests/Fixtures/BookCatalog.tsv`: `swift run generate-book-catalog`'s
  /// output, committed so that a change to the generator shows as a diff.
  static let fileURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/BookCatalog.tsv")

  /// Every curated book.
  static let curated = Set(CuratedBooks.library + CuratedBooks.classics)

  /// A library book by title.
  static func library(_ title: String) -> CatalogBook? {
    CuratedBooks.library.first { $0.title == title }
  }

  /// A curated book by title.
  static func curated(_ title: String) -> CatalogBook? {
    (CuratedBooks.library + CuratedBooks.classics).first { $0.title == title }
  }
}
