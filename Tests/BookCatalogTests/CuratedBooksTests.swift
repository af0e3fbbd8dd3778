import BookCatalog
import Testing

/// The real books: the library's 15 and the classics.
@Suite struct CuratedBooksTests {
  @Test func libraryIsTheSampleAppsFifteenBooks() {
    #expect(CuratedBooks.library.count == 15)
    #expect(CuratedBooks.library.first?.title == "Dune")
    #expect(
      CuratedBooks.library.contains(
        CatalogBook(title: "Heart of Darkness", authorName: "Joseph Conrad", yearPublished: 1899)))
  }

  @Test func classicsAreHundredsOfDistinctRealBooks() {
    #expect(CuratedBooks.classics.count >= 300)
    let all = CuratedBooks.library + CuratedBooks.classics
    #expect(Set(all.map { $0.title.lowercased() }).count == all.count)
    #expect(all.allSatisfy { (1500...2025).contains($0.yearPublished) })
    #expect(
      CuratedBooks.classics.contains(
        CatalogBook(title: "Dune Messiah", authorName: "Frank Herbert", yearPublished: 1969)))
  }

  @Test func onlyTheLibraryHasDarkness() {
    #expect(!CuratedBooks.classics.contains { $0.title.localizedLowercase.contains("darkness") })
    #expect(CuratedBooks.classics.contains { $0.authorName == "Joseph Conrad" })
  }
}
