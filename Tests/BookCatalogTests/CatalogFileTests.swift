import BookCatalog
import Foundation
import Testing

/// Reading catalog files: the format, and errors that say where a line is wrong.
@Suite struct CatalogFileTests {
  static func error(_ text: String) -> BookCatalogError? {
    do {
      _ = try BookCatalog(text: text, fileName: "BookCatalog.tsv")
      return nil
    } catch {
      return error
    }
  }

  static let header =
    "# title\tauthor\tyear\n\n" + String(repeating: "Dune\tFrank Herbert\t1965\n", count: 9)

  @Test(arguments: [
    (
      header + "Pride and Prejudice\tJane Austen\t19x5\n",
      "BookCatalog.tsv:12:33: error: the year “19x5” is not a whole number"
    ),
    (
      "Dune\tFrank Herbert\n",
      "BookCatalog.tsv:1:19: error: expected 3 tab-separated columns (title, author, year), found 2"
    ),
    (
      "# books\n\nDune\tFrank Herbert\t1965\tHardcover\tx\n",
      "BookCatalog.tsv:3:25: error: expected 3 tab-separated columns (title, author, year), found 5"
    ),
    (
      "Dune\n",
      "BookCatalog.tsv:1:5: error: expected 3 tab-separated columns (title, author, year), found 1"
    ),
    ("\tFrank Herbert\t1965\n", "BookCatalog.tsv:1:1: error: the title is empty"),
    ("Dune\t  \t1965\n", "BookCatalog.tsv:1:6: error: the author is empty"),
    ("Dune\tFrank Herbert\t\n", "BookCatalog.tsv:1:20: error: the year “” is not a whole number"),
    (
      "Dune\tFrank Herbert\t1965.0\n",
      "BookCatalog.tsv:1:20: error: the year “1965.0” is not a whole number"
    ),
    // Columns count characters, not bytes.
    (
      "Père Goriot\tHonoré de Balzac\tl835\n",
      "BookCatalog.tsv:1:30: error: the year “l835” is not a whole number"
    ),
  ])
  func reportsMalformedLineWithFileLineColumn(text: String, expected: String) {
    #expect(Self.error(text)?.description == expected)
  }

  @Test func reasonsAreTypedToo() {
    #expect(
      Self.error("Dune\tFrank Herbert\t19x5")
        == BookCatalogError(
          fileName: "BookCatalog.tsv", line: 1, column: 20, reason: .yearNotWholeNumber("19x5")))
  }

  @Test func readsCommentsBlankLinesCRLFAndAByteOrderMark() throws {
    let text = "\u{FEFF}# a header\r\n\r\nDune\tFrank Herbert\t1965\r\nWe\tYevgeny Zamyatin\t1924"
    let catalog = try BookCatalog(text: text, fileName: "x.tsv")
    #expect(
      catalog.books == [
        CatalogBook(title: "Dune", authorName: "Frank Herbert", yearPublished: 1965),
        CatalogBook(title: "We", authorName: "Yevgeny Zamyatin", yearPublished: 1924),
      ])
    #expect(catalog.count == 2)
  }

  @Test func unreadableFileIsNamed() {
    let url = URL(
      fileURLWithPath: "/nonexistent/BookCatalog-\(UInt64.random(in: 0...UInt64.max)).tsv")
    #expect {
      _ = try BookCatalog(contentsOf: url)
    } throws: { error in
      guard let error = error as? BookCatalogError, case .unreadable = error.reason else {
        return false
      }
      return error.description.hasPrefix("\(url.path): error: cannot read the file")
    }
  }

  @Test func fileThatIsNotUTF8IsNamed() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("BookCatalog-\(UInt64.random(in: 0...UInt64.max)).tsv")
    try Data([0x44, 0x75, 0xFF, 0x6E, 0x65, 0x0A]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(
      throws: BookCatalogError(fileName: url.path, reason: .notUTF8),
      performing: { _ = try BookCatalog(contentsOf: url) })
  }
}
