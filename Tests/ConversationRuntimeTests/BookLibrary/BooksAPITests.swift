import BookCatalog
import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import Testing

/// The catalog as AddBook searches it: entities with stable identifiers, the library's own
/// books as the library has them.
@Suite struct BooksAPITests {
  @Test func aCatalogBookKeepsItsIdentifierFromSearchToSearch() async throws {
    let state = BookLibraryApp.State(catalog: BookLibraryFixture.smallCatalog)

    let first = try #require(await state.booksAPI.findBooks(named: "The Hobbit", author: nil).first)
    let again = try #require(
      await state.booksAPI.findBooks(named: "hobbit", author: "tolkien").first)

    #expect(first.id == again.id)
    #expect(first.authorName == "J. R. R. Tolkien")
    #expect(first.id.uuidString.dropFirst(14).first == "8")
  }

  @Test func aBookTheLibraryHasComesBackAsTheLibrarysBook() async throws {
    let state = BookLibraryApp.State(catalog: BookLibraryFixture.smallCatalog)

    let dune = try #require(await state.booksAPI.findBooks(named: "Dune", author: nil).first)

    #expect(dune.id == state.database.books.first { $0.title == "Dune" }?.id)
  }

  @Test func aCatalogThatCannotBeReadIsSaidSo() async throws {
    let text = "Dune\tFrank Herbert\t1965\nBad line without tabs\n"
    let state = BookLibraryApp.State {
      try BookCatalog(text: text, fileName: "BookCatalog.tsv")
    }
    #expect(await state.booksAPI.findBooks(named: "Dune", author: nil).isEmpty)
    let problem = try #require(state.booksAPI.loadProblem)
    #expect(problem.hasPrefix("BookCatalog.tsv:2:"))

    let runtime = await ConversationRuntime(
      apps: [BookLibraryApp.manifest(state: state)])
    let frontEnd = AnsweringFrontEnd()
    let outcome = await runtime.run(
      intentNamed: "AddBook", parameters: [("title", "Dune")], with: frontEnd)

    #expect(outcome == .failed(message: "The book catalog could not be read: \(problem)"))
  }
}
