import Testing

@testable import PhraseMatching

/// Synonyms from WordNet 3.0 (`WordNetTable`): a phrase's verb and a closed value said by a
/// common word, always at more than the word itself.
@Suite struct WordNetSynonymTests {
  /// A Trails-like app: workout styles are an enum (a closed vocabulary).
  static let styles = [
    VocabularyEntry(id: "biking", title: "Biking", descriptions: ["Mountain bike ride"]),
    VocabularyEntry(id: "equestrian", title: "Equestrian", descriptions: ["Equestrian sports"]),
    VocabularyEntry(id: "hiking", title: "Hiking", descriptions: ["A lengthy outdoor walk"]),
    VocabularyEntry(id: "jogging", title: "Jogging", descriptions: ["A gentle run"]),
    VocabularyEntry(
      id: "crossCountrySkiing", title: "Skiing", descriptions: ["Cross-country skiing"]),
    VocabularyEntry(
      id: "snowshoeing", title: "Snowshoeing", descriptions: ["Walking in the snow"]),
  ]

  static func matcher(closed: Bool) -> PhraseMatcher {
    let start = PhraseTemplate(segments: [
      .text("Start tracking my "), .parameter("workoutStyle"), .text(" with "),
      .applicationName,
    ])
    let app = AppPhrases(
      name: "Trails", alternativeNames: [],
      intents: [
        IntentPhrases(
          intent: "StartTrailActivity", phrases: [start],
          slots: [
            "workoutStyle": SlotVocabulary(entries: styles, acceptsOtherText: !closed)
          ])
      ])
    return PhraseMatcher(apps: [app, SoupChef.app()])
  }

  static let closed = matcher(closed: true)

  static func style(_ match: PhraseMatch?) -> String? {
    match?.slots["workoutStyle"]?.candidates.map(\.id).joined(separator: ",")
  }

  @Test(arguments: [
    ("Start tracking my run with Trails", "jogging"),
    ("Start tracking my jog with Trails", "jogging"),
    ("Start tracking my horseback riding with Trails", "equestrian"),
    ("Start tracking my ride with Trails", "biking"),
    ("Start tracking my ski with Trails", "crossCountrySkiing"),
  ])
  func closedValueIsSaidByAnActivityWord(utterance: String, expected: String) throws {
    let match = try #require(Self.closed.bestMatch(for: utterance))
    #expect(match.intent == "StartTrailActivity")
    #expect(Self.style(match) == expected)
  }

  @Test func synonymCostsMoreThanTheValueItself() throws {
    let exact = try #require(Self.closed.bestMatch(for: "Start tracking my jogging with Trails"))
    let synonym = try #require(Self.closed.bestMatch(for: "Start tracking my run with Trails"))
    #expect(exact.score == 1)
    #expect(synonym.score == 0.97)
  }

  @Test func explanationLabelsASynonymsWordsSynonymNotExact() throws {
    let synonym = try #require(
      Self.closed.explain("Start tracking my run with Trails").candidates.first)
    let slot = try #require(synonym.steps.first { $0.kind == .slot })
    #expect(slot.parts.map(\.kind) == [.synonym])
    #expect(slot.cost == 30)
    let title = try #require(
      Self.closed.explain("Start tracking my jogging with Trails").candidates.first)
    // A value said by its title shows no parts: its one word is exact.
    #expect(title.steps.first { $0.kind == .slot }?.parts.isEmpty == true)
  }

  @Test func valuesThatTakeOtherTextGetNoSynonyms() throws {
    // An open vocabulary (entities the app's search finds) is searched for "run" instead.
    let open = Self.matcher(closed: false)
    let match = open.bestMatch(for: "Start tracking my run with Trails")
    #expect(Self.style(match) != "jogging")
  }

  @Test func phraseVerbIsSaidByItsFirstSense() throws {
    // WordNet's "buy" (first sense) has the hypernym "acquire"; the lexicon lists "purchase".
    let buy = PhraseTemplate(segments: [.text("Buy a day pass in "), .applicationName])
    let matcher = PhraseMatcher(apps: [
      AppPhrases(
        name: "Trails", alternativeNames: [],
        intents: [IntentPhrases(intent: "BuyDayPass", phrases: [buy], slots: [:])])
    ])
    let listed = try #require(matcher.bestMatch(for: "Purchase a day pass in Trails"))
    let wordNet = try #require(matcher.bestMatch(for: "Acquire a day pass in Trails"))
    #expect(wordNet.intent == "BuyDayPass")
    #expect(listed.score == 0.96)
    #expect(wordNet.score == 0.94)
  }

  @Test func anotherActionsVerbStaysForeign() {
    // WordNet puts "tag" in a sense of "track"; the lexicon says tagging is marking.
    #expect(Self.closed.bestMatch(for: "Tag my jogging with Trails") == nil)
  }

  @Test func tableReadsItsLines() {
    let table = WordNetTable(lines: "  v buy|purchase,get\n  n jogging|jog,run\n  x other|no\n")
    #expect(table.verbs["buy"] == [["purchase"], ["get"]])
    #expect(table.activities["jogging"] == [["jog"], ["run"]])
    #expect(table.verbs["other"] == nil && table.activities["other"] == nil)
    #expect(WordNetTable.english.verbs["buy"]?.contains(["purchase"]) == true)
    #expect(
      WordNetTable.english.activities["equestrian"]?.contains(["horseback", "riding"]) == true)
  }
}
