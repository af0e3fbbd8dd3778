import BookCatalog
import BookLibrary
import ConversationRuntime
import Foundation
import OpenAppIntents

/// A runtime with every bundled app (or Book Library alone), as `sirisim` loads them, its clock
/// stopped, and Book Library's state at hand.
public struct BookLibraryFixture: Sendable {
  package let runtime: ConversationRuntime
  public let state: BookLibraryApp.State

  /// SiriSim's catalog of 100,000+ books, made once for every test that searches it.
  public static let bundledCatalog = BookCatalog.generated()

  /// A small catalog: enough for flows that need no scale.
  public static let smallCatalog = BookCatalog(books: [
    CatalogBook(title: "Heart of Darkness", authorName: "Joseph Conrad", yearPublished: 1899),
    CatalogBook(
      title: "The Left Hand of Darkness", authorName: "Ursula K. Le Guin", yearPublished: 1969),
    CatalogBook(title: "Dune", authorName: "Frank Herbert", yearPublished: 1965),
    CatalogBook(title: "The Hobbit", authorName: "J. R. R. Tolkien", yearPublished: 1937),
    CatalogBook(title: "Beloved", authorName: "Toni Morrison", yearPublished: 1987),
  ])

  /// A fresh runtime over Book Library with `catalog` to search.
  public static func make(catalog: BookCatalog? = smallCatalog, libraryOnly: Bool = false) async
    -> BookLibraryFixture
  {
    let environment = TestClock.environment
    let state = BookLibraryApp.State(catalog: catalog)
    let apps =
      libraryOnly
      ? [BookLibraryApp.manifest(environment: environment, state: state)]
      : BundledApps.manifests(environment: environment, library: state)
    let runtime = await ConversationRuntime(
      apps: apps, options: ConversationRuntime.Options(environment: environment))
    return BookLibraryFixture(runtime: runtime, state: state)
  }

  /// The titles on a shelf, in order.
  public func titles(on shelf: Shelf) -> [String] {
    state.database.books(on: shelf).map(\.title)
  }
}
