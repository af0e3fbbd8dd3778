import Testing

@testable import BookCatalog

/// How search reads titles and names into words.
@Suite struct SearchWordsTests {
  @Test(arguments: [
    ("Ursula K. Le Guin", ["ursula", "k", "le", "guin"]),
    ("Moby-Dick", ["moby", "dick"]),
    ("Gabriel García Márquez", ["gabriel", "garcia", "marquez"]),
    ("The Cartographer’s Daughter", ["the", "cartographers", "daughter"]),
    ("O'Brien, U.S.A.", ["obrien", "usa"]),
    ("Straße Søren Łódź Æsop Nguyễn", ["strasse", "soren", "lodz", "aesop", "nguyen"]),
    ("Cafe\u{301} 2001: A Space Odyssey", ["cafe", "2001", "a", "space", "odyssey"]),
    ("Война и мир", ["война", "и", "мир"]),
    ("  ", []),
  ])
  func foldsCaseDiacriticsAndPunctuation(text: String, words: [String]) {
    #expect(SearchWords.words(in: text) == words)
  }
}
