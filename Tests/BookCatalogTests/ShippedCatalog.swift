import BookCatalog
import Foundation

/// The shipped catalog, loaded once for all the tests that search it.
enum ShippedCatalog {
  private static let loaded = Result { () throws(BookCatalogError) -> BookCatalog in
    try BookCatalog.loadBundled()
  }

  /// The bundled catalog, or the error loading it gave.
  static func catalog() throws(BookCatalogError) -> BookCatalog { try loaded.get() }

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
