import PhraseMatching
import Testing

/// With several apps loaded, what names one app's thing never fills another app's phrase.
@Suite struct CrossAppTests {
  static let books = [
    VocabularyEntry(id: "dune", title: "Dune"),
    VocabularyEntry(id: "secretGarden", title: "The Secret Garden"),
  ]

  static let library = AppPhrases(
    name: "Book Library",
    intents: [
      IntentPhrases(
        intent: "OpenBook",
        phrases: [
          PhraseTemplate(segments: [
            .text("Open "), .parameter("book"), .text(" in "), .applicationName,
          ])
        ],
        slots: ["book": SlotVocabulary(entries: books, acceptsOtherText: true)]),
      IntentPhrases(
        intent: "AddBook",
        phrases: [
          PhraseTemplate(segments: [
            .text("Add "), .parameter("title"), .text(" to "), .applicationName,
          ])
        ],
        slots: [
          "title": SlotVocabulary(
            entries: [], acceptsOtherText: true, kind: .text, textCues: [], isFreeText: true)
        ]),
    ])

  static let passes = AppPhrases(
    name: "Trails",
    intents: [
      IntentPhrases(
        intent: "BuyDayPass",
        phrases: [PhraseTemplate(segments: [.text("Buy a day pass in "), .applicationName])],
        slots: [:])
    ])

  static let matcher = PhraseMatcher(apps: [SoupChef.app(), library, passes])

  @Test func anotherAppsTitleDoesNotFillAnOpenSlot() {
    #expect(Self.matcher.bestMatch(for: "Order Dune from Soup Chef") == nil)
    #expect(Self.matcher.bestMatch(for: "Open tomato soup in Book Library") == nil)
  }

  @Test func aloneANameIsOtherTextButACommonNounOfAnotherKindIsNot() throws {
    let alone = PhraseMatcher(apps: [SoupChef.app()])
    // A name WordNet doesn't know is left to the app's search.
    let match = try #require(alone.bestMatch(for: "Order Ribollita from Soup Chef"))
    #expect(match.slots["soup"]?.text == "Ribollita")
    // A dune is a landform, no food: no soup the app's search may find (`NounKinds`).
    #expect(alone.bestMatch(for: "Order Dune from Soup Chef")?.slots["soup"] == nil)
  }

  @Test func anotherAppsPhraseWordsDoNotPullItsVerbOver() {
    #expect(Self.matcher.bestMatch(for: "Order a day pass from Soup Chef") == nil)
  }

  @Test func partOfAnotherAppsTitleIsStillOtherText() throws {
    // "garden" is a word of "The Secret Garden", but "Garden Vegetable" names no book.
    let match = try #require(Self.matcher.bestMatch(for: "Order garden vegetable from Soup Chef"))
    #expect(match.intent == "OrderSoup")
    #expect(match.slots["soup"]?.text == "garden vegetable")
  }

  @Test func anotherAppsValueWordsAloneAreNoOtherText() {
    // Parts of Soup Chef's titles, no whole title, still name only Soup Chef's things.
    #expect(Self.matcher.bestMatch(for: "Open clam chowder in Book Library") == nil)
    #expect(Self.matcher.bestMatch(for: "Open noodle in Book Library") == nil)
    // Skipped beside a phrase, such a word counts against it too.
    #expect(Self.matcher.bestMatch(for: "Buy a chowder day pass in Trails") == nil)
    #expect(Self.matcher.bestMatch(for: "Buy a day pass in Trails")?.intent == "BuyDayPass")
  }

  @Test func theAppsOwnThingsStillMatch() throws {
    let soup = try #require(Self.matcher.bestMatch(for: "Order tomato soup from Soup Chef"))
    #expect(SoupChef.soupIDs(soup) == ["tomatoSoup"])
    let book = try #require(Self.matcher.bestMatch(for: "Open Dune in Book Library"))
    #expect(book.slots["book"]?.candidates.map(\.id) == ["dune"])
  }

  @Test func freeTextMayHoldAnotherAppsWords() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Add Tomato Soup Stories to Book Library"))
    #expect(match.intent == "AddBook")
    #expect(match.slots["title"]?.text == "Tomato Soup Stories")
  }
}

/// A word of the app's values that is also near its name is the value's word.
@Suite struct NameInsideValueTests {
  static let matcher = PhraseMatcher(apps: [
    AppPhrases(
      name: "Trails",
      intents: [
        IntentPhrases(
          intent: "GetTrailInfo",
          phrases: [
            PhraseTemplate(segments: [
              .text("Get conditions on "), .parameter("trail"), .text(" with "), .applicationName,
            ])
          ],
          slots: [
            "trail": SlotVocabulary(
              entries: [VocabularyEntry(id: "1", title: "Devil's Slide Trail")],
              acceptsOtherText: true)
          ])
      ])
  ])

  @Test func aTrailsWordIsNoMisspeltAppName() {
    #expect(Self.matcher.bestMatch(for: "Get conditions on Half Dome Trail") == nil)
  }

  @Test func theNameSaidStillMatches() throws {
    let match = try #require(
      Self.matcher.bestMatch(for: "Get conditions on Half Dome Trail with Trails"))
    #expect(match.slots["trail"]?.text == "Half Dome Trail")
  }
}
