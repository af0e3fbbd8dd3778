/// The words of curated authors' surnames that search would match, which generated authors'
/// names must not contain.
///
/// Search matches a query word to a name word it starts, so a generated "Conradine Vale" would
/// answer for "Conrad": a name word may not start with a curated surname word of three letters
/// or more, nor equal a shorter one ("Lu", "Ba"). A surname is every word after the given
/// name, without initials and particles ("de", "van", "Jr." …); for a single-word name
/// ("Voltaire"), or one without a given name first ("Lu Xun", "Machado de Assis"), every word.
struct CuratedSurnames {
  /// Surname words a name word may not start with.
  private let prefixes: [String]
  /// Surname words of one or two letters, which a name word may not be.
  private let shortWords: Set<String>

  /// The surname words of every curated author.
  init() {
    var prefixes: Set<String> = []
    var shortWords: Set<String> = []
    for author in Set((CuratedBooks.library + CuratedBooks.classics).map(\.authorName)) {
      let words = SearchWords.words(in: author)
      let surname =
        words.count == 1 || Self.withoutGivenName.contains(author)
        ? words[...] : words.dropFirst()
      for word in surname where word.count > 1 && !Self.particles.contains(word) {
        if word.count >= 3 { prefixes.insert(word) } else { shortWords.insert(word) }
      }
    }
    self.prefixes = prefixes.sorted()
    self.shortWords = shortWords
  }

  /// Whether search, asked for a curated author's surname, would match a word of `name`.
  func isMatched(by name: String) -> Bool {
    SearchWords.words(in: name).contains { word in
      shortWords.contains(word) || prefixes.contains { word.utf8.starts(with: $0.utf8) }
    }
  }

  private static let particles: Set<String> = [
    "de", "du", "des", "la", "le", "von", "van", "der", "den", "da", "di", "del", "wa", "jr", "sr",
  ]

  /// Curated authors credited surname first, or by a title and a name, or by surnames alone.
  private static let withoutGivenName: Set<String> = [
    "Cao Xueqin", "Lu Xun", "Ba Jin", "Natsume Sōseki", "Machado de Assis", "Alain-Fournier",
    "Madame de La Fayette", "Abbé Prévost", "Baroness Orczy", "Lord Byron",
  ]
}
