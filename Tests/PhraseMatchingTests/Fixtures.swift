import PhraseMatching

/// The Soup Chef app used throughout the tests.
enum SoupChef {
  static let soups = [
    VocabularyEntry(id: "chickenNoodleSoup", title: "Chicken Noodle Soup"),
    VocabularyEntry(id: "tomatoSoup", title: "Tomato Soup"),
    VocabularyEntry(id: "newEnglandClamChowder", title: "New England Clam Chowder"),
    VocabularyEntry(id: "manhattanClamChowder", title: "Manhattan Clam Chowder"),
  ]

  static let orderShort = PhraseTemplate(segments: [.text("Order "), .applicationName])
  static let orderSoup = PhraseTemplate(segments: [.text("Order "), .parameter("soup"), .text(" from "), .applicationName])

  static func app(acceptsOtherText: Bool = true) -> AppPhrases {
    AppPhrases(
      name: "Soup Chef",
      alternativeNames: ["SoupChef", "Soup Kitchen"],
      intents: [
        IntentPhrases(
          intent: "OrderSoup",
          phrases: [orderShort, orderSoup],
          slots: ["soup": SlotVocabulary(entries: soups, acceptsOtherText: acceptsOtherText)])
      ])
  }

  static let matcher = PhraseMatcher(apps: [app()])
  static let closedMatcher = PhraseMatcher(apps: [app(acceptsOtherText: false)])

  /// The ids of a match's soup candidates.
  static func soupIDs(_ match: PhraseMatch?) -> [String]? {
    match?.slots["soup"]?.candidates.map(\.id)
  }
}
