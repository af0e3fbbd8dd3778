import BookCatalog
import Testing

/// `findBooks(named:author:)` over the shipped catalog: AddBook's searches.
@Suite struct SearchTests {
  let catalog: BookCatalog

  init() { catalog = ShippedCatalog.catalog() }

  func titles(_ title: String, author: String? = nil) -> [String] {
    catalog.findBooks(named: title, author: author).map(\.title)
  }

  @Test func darknessFindsBothLibraryBooksAndMore() {
    let found = titles("Darkness")
    #expect(found.contains("Heart of Darkness"))
    #expect(found.contains("The Left Hand of Darkness"))
    #expect(found.count > 2)
    #expect(found.allSatisfy { $0.localizedLowercase.contains("darkness") })
  }

  @Test(arguments: ["Conrad", "joseph conrad", "J Conrad", "J. Conrad", "CONRAD"])
  func authorConradNarrowsDarknessToHeartOfDarkness(author: String) throws {
    let heart = try #require(ShippedCatalog.library("Heart of Darkness"))
    #expect(catalog.findBooks(named: "Darkness", author: author) == [heart])
  }

  @Test func exactTitleDuneWinsOverDuneMessiah() throws {
    let dune = try #require(ShippedCatalog.library("Dune"))
    #expect(catalog.findBooks(named: "Dune") == [dune])
    #expect(catalog.findBooks(named: "the dune") == [dune])
    #expect(catalog.findBooks(named: "Dune", author: "Herbert") == [dune])
    #expect(titles("Dune Messiah") == ["Dune Messiah"])
    #expect(titles("children of dune") == ["Children of Dune"])
    #expect(titles("dune mess").first == "Dune Messiah")
  }

  @Test func foldsDiacriticsAndPunctuation() {
    #expect(titles("moby dick") == ["Moby-Dick"])
    #expect(titles("MOBY-DICK") == ["Moby-Dick"])
    #expect(
      titles("one hundred years of solitude", author: "garcia marquez")
        == ["One Hundred Years of Solitude"])
    #expect(titles("left hand of darkness", author: "le guin") == ["The Left Hand of Darkness"])
    #expect(titles("jane eyre", author: "bronte") == ["Jane Eyre"])
    #expect(titles("Les Miserables") == ["Les Misérables"])
    #expect(titles("pere goriot", author: "balzac") == ["Père Goriot"])
    #expect(titles("Gulliver’s Travels") == ["Gulliver's Travels"])
    #expect(titles("gullivers travels") == ["Gulliver's Travels"])
    #expect(titles("the great gatsby", author: "F. Scott Fitzgerald") == ["The Great Gatsby"])
  }

  @Test func prefixWordFindsLongerTitleWord() {
    #expect(titles("Dark", author: "Conrad") == ["Heart of Darkness"])
    #expect(titles("left hand of dark").first == "The Left Hand of Darkness")
    #expect(titles("Frank").first == "Frankenstein")
    #expect(titles("mocking").contains("To Kill a Mockingbird"))
  }

  @Test func authorNarrowsByEveryWord() {
    #expect(titles("Emma", author: "Austen") == ["Emma"])
    #expect(titles("Emma", author: "Charlotte Brontë").isEmpty)
    #expect(Set(titles("Pride", author: "jane austen")) == ["Pride and Prejudice"])
    // An author with no words is no filter.
    #expect(titles("Dune", author: "  ") == ["Dune"])
  }

  @Test(arguments: ["", "   ", "—", "...", "'"])
  func emptyQueryFindsNothing(query: String) {
    #expect(catalog.findBooks(named: query).isEmpty)
    #expect(catalog.findBooks(named: query, author: "Conrad").isEmpty)
  }

  @Test func aWordNoTitleHasFindsNothing() {
    #expect(titles("Darkness Xylophone").isEmpty)
    #expect(titles("Darkness", author: "Nobody Atall").isEmpty)
  }

  @Test func everyLibraryTitleWordFindsItsBook() {
    let stopWords: Set<String> = ["the", "of", "and", "a", "to"]
    for book in CuratedBooks.library {
      for word in book.title.split(whereSeparator: { $0 == " " || $0 == "-" })
      where !stopWords.contains(word.lowercased()) {
        #expect(
          catalog.findBooks(named: String(word)).contains(book),
          "“\(word)” does not find “\(book.title)”")
      }
    }
  }

  @Test func broadQueriesStopAtTheLimit() {
    for query in ["the", "a", "s"] {
      #expect(catalog.findBooks(named: query).count == BookCatalog.resultLimit)
    }
  }
}
