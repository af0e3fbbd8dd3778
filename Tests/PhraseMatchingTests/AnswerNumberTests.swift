import PhraseMatching
import Testing

/// A row picked and a number given in the session's language: "le deuxième", "die zweite",
/// "un", "eins"; digits in every language; another language's ordinals in none.
@Suite struct AnswerNumberTests {
  @Test(arguments: [
    ("en", "the second one", 2), ("en", "last", -1), ("en", "option 3", 3),
    ("fr", "le deuxième", 2), ("fr", "la première", 1), ("fr", "premier", 1),
    ("fr", "la dernière", -1), ("fr", "numéro trois", 3), ("fr", "le second", 2),
    ("fr", "le troisième s'il vous plaît", 3),
    ("de", "die zweite", 2), ("de", "den ersten", 1), ("de", "die letzte", -1),
    ("de", "Nummer drei", 3), ("de", "das dritte bitte", 3), ("de", "die fünfte", 5),
  ])
  func anOrdinalIsReadInTheSessionsLanguage(locale: String, text: String, position: Int) {
    #expect(NumberWords.ordinal(text, in: Lexicon(locale: locale)) == position)
  }

  @Test(arguments: [
    ("fr", "the second one"), ("fr", "last"), ("de", "the first"), ("de", "le deuxième"),
    ("en", "le deuxième"), ("en", "die zweite"), ("fr", "la soupe"), ("de", "die Suppe"),
  ])
  func anotherLanguagesOrdinalIsNoPosition(locale: String, text: String) {
    #expect(NumberWords.ordinal(text, in: Lexicon(locale: locale)) == nil)
  }

  @Test(arguments: [
    ("fr", "un", 1), ("fr", "une", 1), ("fr", "deux", 2), ("fr", "vingt et un", 21),
    ("de", "eins", 1), ("de", "zwei", 2), ("de", "elf", 11), ("de", "einundzwanzig", 21),
    ("fr", "3", 3), ("de", "3", 3), ("en", "two", 2),
  ])
  func aCardinalIsReadWithTheSessionsOwnWords(locale: String, text: String, value: Int) {
    #expect(NumberWords.cardinal(text, in: Lexicon(locale: locale)) == value)
  }

  /// "un" and "eins" alone are numbers only as a whole answer in their language.
  @Test func aLoneArticleIsNoNumberInEnglish() {
    #expect(NumberWords.cardinal("un", in: .english) == nil)
    #expect(NumberWords.parse("un") == nil)
  }
}
