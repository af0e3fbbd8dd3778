import BookCatalog
import BookLibrary
import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef
import Trails

/// A runtime with every bundled app, as `sirisim` loads them, and Book Library's state at hand.
struct BookLibraryFixture {
  let runtime: ConversationRuntime
  let state: BookLibraryApp.State

  /// The bundled catalog of 100,000+ books, read once for every test that searches it.
  static let bundledCatalog = Result { () throws(BookCatalogError) in
    try BookCatalog.loadBundled()
  }

  /// A small catalog: enough for flows that need no scale.
  static let smallCatalog = BookCatalog(books: [
    CatalogBook(title: "Heart of Darkness", authorName: "Joseph Conrad", yearPublished: 1899),
    CatalogBook(
      title: "The Left Hand of Darkness", authorName: "Ursula K. Le Guin", yearPublished: 1969),
    CatalogBook(title: "Dune", authorName: "Frank Herbert", yearPublished: 1965),
    CatalogBook(title: "The Hobbit", authorName: "J. R. R. Tolkien", yearPublished: 1937),
    CatalogBook(title: "Beloved", authorName: "Toni Morrison", yearPublished: 1987),
  ])

  static func make(catalog: BookCatalog? = smallCatalog, libraryOnly: Bool = false) async
    -> BookLibraryFixture
  {
    let environment = IntentEnvironment.fixed(now: Date(timeIntervalSince1970: 1_790_000_000))
    let state = BookLibraryApp.State(catalog: catalog)
    let library = BookLibraryApp.manifest(environment: environment, state: state)
    let apps =
      libraryOnly
      ? [library]
      : [
        SoupChefApp.manifest(environment: environment),
        TrailsApp.manifest(environment: environment), library,
      ]
    let runtime = await ConversationRuntime(
      apps: apps, options: ConversationRuntime.Options(environment: environment))
    return BookLibraryFixture(runtime: runtime, state: state)
  }

  /// The titles on a shelf, in order.
  func titles(on shelf: Shelf) -> [String] {
    state.database.books(on: shelf).map(\.title)
  }
}

/// What Book Library and Siri say in these tests.
enum LibraryText {
  static let wantToRead =
    "Want to Read — One Hundred Years of Solitude, Sense and Sensibility, Moby-Dick, Jane Eyre, To Kill a Mockingbird, The Oregon Trail"
  static let currentlyReading = "Currently Reading — Dune, Frankenstein, The Left Hand of Darkness"
  static let whatTitle = "What's the title?"
  static let whoWrote = "Who wrote the book?"
  static let notFound = "Book Not Found"
  static let readyToOrder = "Are you ready to order?"
  static let thanks = "Thank you for your order!"
}
