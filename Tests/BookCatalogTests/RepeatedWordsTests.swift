import Testing

@testable import BookCatalog

/// A title or author answer searches each distinct word once, and at most
/// `BookCatalog.defaultQueryWordLimit` of them: a long answer costs no more than a short one.
@Suite struct RepeatedWordsTests {
  let catalog: BookCatalog

  init() { catalog = ShippedCatalog.catalog() }

  static let the16000 = Array(repeating: "the", count: 16_000).joined(separator: " ")

  @Test func aWordSaid16000TimesFindsWhatItFindsOnce() {
    #expect(
      catalog.findBooks(named: Self.the16000, author: Self.the16000)
        == catalog.findBooks(named: "the", author: "the"))
    #expect(catalog.findBooks(named: Self.the16000) == catalog.findBooks(named: "the"))
    #expect(
      catalog.findBooks(named: "darkness " + Self.the16000)
        == catalog.findBooks(named: "darkness the"))
  }

  @Test func aWordSaid16000TimesIsSearchedOnce() {
    let searched = BookCatalog.searchedWords(
      title: Self.the16000, author: Self.the16000, wordLimit: BookCatalog.defaultQueryWordLimit)
    #expect(searched.title == ["the"])
    #expect(searched.required.title == ["the"])
    #expect(searched.required.author == ["the"])
  }

  @Test func aRepeatedWordOfAShortTitleIsRequiredOnce() {
    let searched = BookCatalog.searchedWords(
      title: "New York, New York", author: "Ed Ed", wordLimit: 32)
    #expect(searched.title == ["new", "york", "new", "york"])
    #expect(searched.required.title == ["new", "york"])
    #expect(searched.required.author == ["ed"])
  }

  @Test func aLongAnswerKeepsItsFirstDistinctWordsUpToTheLimit() {
    let limit = BookCatalog.defaultQueryWordLimit
    #expect(limit == 32)
    let words = (0..<10_000).map { "w\($0)" }
    let answer = (words + words).joined(separator: " ")
    let searched = BookCatalog.searchedWords(title: answer, author: answer, wordLimit: limit)
    #expect(searched.title == Array(words.prefix(limit)))
    #expect(searched.required.author == Array(words.prefix(limit)))
    #expect(catalog.findBooks(named: answer, author: answer).isEmpty)
  }
}
