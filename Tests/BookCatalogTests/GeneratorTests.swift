import Foundation
import Testing

@testable import BookCatalog

/// The committed file and the generator that writes it; SiriSim's catalog, made from no file.
@Suite struct GeneratorTests {
  @Test func committedFileEqualsGeneratorOutputByteForByte() throws {
    let shipped = try Data(contentsOf: ShippedCatalog.fileURL)
    let generated = Data(CatalogGenerator.generate().utf8)
    guard shipped != generated else { return }
    // Where they part, to say which line to look at.
    let shippedLines = String(decoding: shipped, as: UTF8.self).split(separator: "\n")
    let generatedLines = String(decoding: generated, as: UTF8.self).split(separator: "\n")
    let line = zip(shippedLines, generatedLines).prefix { $0 == $1 }.count
    Issue.record(
      """
      BookCatalog.tsv is not CatalogGenerator.generate()'s output: run `swift run \
      generate-book-catalog`. First difference at line \(line + 1): \
      “\(line < shippedLines.count ? shippedLines[line] : "(end)")” shipped, \
      “\(line < generatedLines.count ? generatedLines[line] : "(end)")” generated.
      """)
  }

  @Test func generatedCatalogHasTheCommittedFilesBooksWithNoResourceBundle() throws {
    // `generated()` reads nothing: no resource bundle, no build folder, no file at all.
    let fromFile = try BookCatalog(contentsOf: ShippedCatalog.fileURL)
    let generated = ShippedCatalog.catalog()
    #expect(generated.count == fromFile.count)
    #expect(generated.books == fromFile.books)
    #expect(
      generated.findBooks(named: "Darkness", author: "Conrad")
        == fromFile.findBooks(named: "Darkness", author: "Conrad"))
  }

  @Test func sameSeedSameBooksOtherSeedOthers() {
    let first = CatalogGenerator.generate(count: 300, seed: 7)
    #expect(first == CatalogGenerator.generate(count: 300, seed: 7))
    #expect(first != CatalogGenerator.generate(count: 300, seed: 8))
  }

  @Test func generatedCatalogHasOverAHundredThousandBooks() {
    let catalog = ShippedCatalog.catalog()
    #expect(catalog.count > 100_000)
    #expect(catalog.count == catalog.books.count)
    let curated = CuratedBooks.library + CuratedBooks.classics
    #expect(Array(catalog.books.prefix(curated.count)) == curated)
    #expect(catalog.count - curated.count == 100_000)
  }

  @Test func titlesAreUnique() throws {
    let catalog = ShippedCatalog.catalog()
    var seen: Set<String> = []
    for book in catalog.books where !seen.insert(book.title.lowercased()).inserted {
      Issue.record("“\(book.title)” is in the catalog twice")
    }
  }

  @Test func generatedTitlesNeverEqualCuratedTitles() throws {
    func key(_ title: String) -> String {
      var words = SearchWords.words(in: title)
      if words.count > 1, SearchWords.articles.contains(words[0]) { words.removeFirst() }
      return words.joined(separator: " ")
    }
    let curatedKeys = Set(ShippedCatalog.curated.map { key($0.title) })
    let catalog = ShippedCatalog.catalog()
    var generatedKeys: Set<String> = []
    for book in catalog.books where !ShippedCatalog.curated.contains(book) {
      let key = key(book.title)
      #expect(!curatedKeys.contains(key), "“\(book.title)” reads as a curated title")
      #expect(generatedKeys.insert(key).inserted, "“\(book.title)” reads as another title")
      #expect(key.split(separator: " ").count >= 2, "“\(book.title)” is one word")
    }
  }

  @Test func generatedAuthorsNeverUseCuratedSurnames() throws {
    // Each curated author's last name word (a "Jr." aside): a generated author's word that
    // starts with it (equals it, if it is short) would answer a search for that author.
    var surnames: Set<String> = []
    for author in Set(ShippedCatalog.curated.map(\.authorName)) {
      let words = SearchWords.words(in: author).filter { $0 != "jr" }
      if let last = words.last { surnames.insert(last) }
    }
    for named in ["conrad", "herbert", "austen", "guin", "bronte", "marquez", "melville"] {
      #expect(surnames.contains(named))
    }
    let catalog = ShippedCatalog.catalog()
    var checked: Set<String> = []
    for book in catalog.books
    where !ShippedCatalog.curated.contains(book) && checked.insert(book.authorName).inserted {
      for word in SearchWords.words(in: book.authorName) {
        let clash = surnames.first {
          $0.count < 3 ? word == $0 : word.utf8.starts(with: $0.utf8)
        }
        #expect(clash == nil, "generated author “\(book.authorName)” answers for “\(clash ?? "")”")
      }
    }
    #expect(checked.count > 5_000)
  }

  @Test func generatedBooksLookReal() throws {
    let catalog = ShippedCatalog.catalog()
    let generated = catalog.books.filter { !ShippedCatalog.curated.contains($0) }
    #expect(generated.allSatisfy { (1800...2025).contains($0.yearPublished) })
    #expect(generated.allSatisfy { $0.title.first?.isUppercase == true })
    #expect(generated.allSatisfy { !$0.title.contains("\t") && !$0.authorName.contains("\t") })
    // Authors with several books, as real catalogs have, and many authors.
    #expect(Set(generated.map(\.authorName)).count > 5_000)
  }
}
