import BookCatalog
import Testing

/// `findBooks`'s order and limit, over small catalogs made for the purpose.
@Suite struct RankingTests {
  static func book(_ title: String, _ author: String = "Ada Vale") -> CatalogBook {
    CatalogBook(title: title, authorName: author, yearPublished: 2000)
  }

  @Test func fewerWordsThenCuratedThenTitle() throws {
    let heartOfDarkness = try #require(ShippedCatalog.library("Heart of Darkness"))
    let catalog = BookCatalog(books: [
      Self.book("Brave Heart Rising Again Soon"), Self.book("Heartless Winter Sky"),
      Self.book("Heart of Gold"), heartOfDarkness, Self.book("The Hearth"),
    ])
    #expect(
      catalog.findBooks(named: "heart").map(\.title) == [
        "The Hearth", "Heart of Darkness", "Heart of Gold", "Heartless Winter Sky",
        "Brave Heart Rising Again Soon",
      ])
  }

  @Test func exactTitlesAloneWhenThereAreAny() {
    let catalog = BookCatalog(books: [
      Self.book("River Song"), Self.book("The River", "Ada Vale"),
      Self.book("A River", "Bo Lind"), Self.book("Rivers"),
    ])
    #expect(catalog.findBooks(named: "river").map(\.title) == ["A River", "The River"])
    #expect(catalog.findBooks(named: "river", author: "lind").map(\.title) == ["A River"])
    // No exact title: one-word titles (a leading article aside) by title, then the longer.
    #expect(
      catalog.findBooks(named: "rive").map(\.title) == [
        "A River", "Rivers", "The River", "River Song",
      ])
  }

  @Test func resultsStopAtTheLimit() {
    let catalog = BookCatalog(books: (1...120).map { Self.book("Book Number \($0)") })
    let found = catalog.findBooks(named: "book")
    #expect(found.count == BookCatalog.resultLimit)
    #expect(found.map(\.title) == found.map(\.title).sorted())
  }

  @Test func anEmptyCatalogFindsNothing() {
    #expect(BookCatalog(books: []).findBooks(named: "Dune").isEmpty)
  }
}
