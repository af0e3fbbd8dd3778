/// Numbers in an answer to one of Siri's questions, read in the session's language: the row a
/// person picks ("the second one", "le deuxième", "die zweite", "la dernière") and the number
/// they give ("two", "deux", "un", "eins").
///
/// Digits are read in every language. Ordinals, "last" and the words around a position are the
/// lexicon's own (`Lexicon.ordinalWords`, `lastWords`, `choicePrefixes`, `choiceArticles`,
/// `trailingChoiceWords`): a French session reads "le deuxième", not "the second one". Cardinal
/// words are read as `NumberWords.parse` reads them in phrases (English, French and German
/// alike), plus the lexicon's `numberUnits` said alone ("un", "une", "eins": mostly articles
/// elsewhere).
extension NumberWords {
  /// The position an answer names, 1 being the first and -1 the last; `nil` when it names none.
  public static func ordinal(_ text: String, in lexicon: Lexicon) -> Int? {
    if lexicon.locale == Lexicon.english.locale { return ordinal(text) }
    var words = TextNormalizer.tokens(text)
    guard !words.isEmpty, words.count <= 8 else { return nil }
    if words.count > 1, let first = words.first, lexicon.choiceArticles.contains(first) {
      words.removeFirst()
    }
    while words.count > 1, let last = words.last, lexicon.trailingChoiceWords.contains(last) {
      words.removeLast()
    }
    guard let last = words.last else { return nil }
    if words.count == 1, lexicon.lastWords.contains(last) { return -1 }
    if words.count >= 2, lexicon.choicePrefixes.contains(words[0]) {
      guard let value = cardinal(words.dropFirst().joined(separator: " "), in: lexicon),
        value > 0
      else { return nil }
      return value
    }
    guard words.count == 1, let cardinal = lexicon.ordinalWords[last] else { return nil }
    return self.cardinal(cardinal, in: lexicon)
  }

  /// The number an answer gives ("2", "deux", "vingt et un", "un", "eins"), or `nil`.
  public static func cardinal(_ text: String, in lexicon: Lexicon) -> Int? {
    if let value = parse(text) { return value }
    let words = TextNormalizer.tokens(text)
    guard words.count == 1 else { return nil }
    return lexicon.numberUnits[words[0]]
  }
}
