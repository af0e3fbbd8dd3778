import PhraseMatching
import Testing

/// French and German phrases get the same tolerance as English ones: number words, fillers and
/// politeness, paraphrased verbs, and negations or cancellations that never match.
@Suite struct OtherLanguageTests {
  static func app(_ phrases: [PhraseTemplate]) -> PhraseMatcher {
    PhraseMatcher(apps: [
      AppPhrases(
        name: "Soup Chef",
        intents: [
          IntentPhrases(intent: "OrderSoup", phrases: phrases, slots: SoupChef.parameters())
        ])
    ])
  }

  static let french = app([
    PhraseTemplate(segments: [
      .text("Commander "), .parameter("soup"), .text(" chez "), .applicationName,
    ])
  ])
  static let german = app([
    PhraseTemplate(segments: [
      .parameter("soup"), .text(" bei "), .applicationName, .text(" bestellen"),
    ])
  ])

  @Test(arguments: [
    ("Commander deux tomato soup chez Soup Chef s'il vous plaît", 2),
    ("Je voudrais acheter trois tomato soup chez Soup Chef", 3),
    ("Bonjour, commander quatre tomato soup chez Soup Chef, merci", 4),
  ])
  func frenchNumbersFillersAndVerbs(_ utterance: String, _ quantity: Int) throws {
    let match = try #require(Self.french.bestMatch(for: utterance))
    #expect(match.slots["quantity"]?.number == quantity)
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score >= 0.9)
  }

  @Test(arguments: [
    ("Bitte zwei Tomato Soup bei Soup Chef bestellen", 2),
    ("Ich möchte vier Tomato Soup bei Soup Chef kaufen", 4),
    ("Hallo, zwölf Tomato Soup bei Soup Chef bestellen, danke", 12),
  ])
  func germanNumbersFillersAndVerbs(_ utterance: String, _ quantity: Int) throws {
    let match = try #require(Self.german.bestMatch(for: utterance))
    #expect(match.slots["quantity"]?.number == quantity)
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.score >= 0.9)
  }

  @Test(arguments: [
    ("vingt et un", 21), ("Vingt-deux", 22), ("dix-sept", 17), ("soixante-dix", 70),
    ("soixante et onze", 71), ("soixante-quinze", 75), ("soixante-dix-neuf", 79),
    ("quatre-vingts", 80), ("quatre-vingt-un", 81), ("quatre-vingt-dix", 90),
    ("quatre-vingt-dix-neuf", 99), ("cent deux", 102), ("deux cents", 200),
    ("trois cent vingt et un", 321), ("einundzwanzig", 21), ("zweiundvierzig", 42),
    ("fünfundfünfzig", 55), ("neunundneunzig", 99), ("sechzig", 60), ("dreißig", 30),
    ("hundert", 100), ("eins", 1),
  ])
  func frenchAndGermanNumbersOfSeveralWordsOrCompounds(_ text: String, _ value: Int) {
    #expect(NumberWords.parse(text) == value)
  }

  @Test(arguments: ["un", "une", "ein", "eine", "cent", "vingt dix", "quatre-vingt et un", "Hund"])
  func articlesAndWrongFormsAreNoNumbers(_ text: String) {
    #expect(NumberWords.parse(text) == nil)
  }

  @Test func severalWordQuantitiesInUtterances() throws {
    let french = try #require(
      Self.french.bestMatch(for: "Commander vingt-deux tomato soup chez Soup Chef"))
    #expect(french.slots["quantity"]?.number == 22)
    #expect(SoupChef.soupIDs(french) == ["tomatoSoup"])
    let german = try #require(
      Self.german.bestMatch(for: "Bitte einundzwanzig Tomato Soup bei Soup Chef bestellen"))
    #expect(german.slots["quantity"]?.number == 21)
    #expect(SoupChef.soupIDs(german) == ["tomatoSoup"])
  }

  @Test func anArticleIsNoQuantity() throws {
    let french = try #require(
      Self.french.bestMatch(for: "Commander une tomato soup chez Soup Chef"))
    #expect(french.slots["quantity"] == nil)
    let german = try #require(
      Self.german.bestMatch(for: "Eine Tomato Soup bei Soup Chef bestellen"))
    #expect(german.slots["quantity"] == nil)
  }

  @Test(arguments: [
    "Ne pas commander de tomato soup chez Soup Chef", "Annuler ma commande chez Soup Chef",
    "Pourquoi commander chez Soup Chef",
  ])
  func frenchNegationsCancellationsAndQuestionsNeverMatch(_ utterance: String) {
    #expect(Self.french.bestMatch(for: utterance) == nil)
  }

  @Test(arguments: [
    "Tomato Soup bei Soup Chef nicht bestellen", "Bestellung bei Soup Chef stornieren",
    "Warum bei Soup Chef bestellen",
  ])
  func germanNegationsCancellationsAndQuestionsNeverMatch(_ utterance: String) {
    #expect(Self.german.bestMatch(for: utterance) == nil)
  }
}
