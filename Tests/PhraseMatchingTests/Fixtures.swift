import PhraseMatching

/// The Soup Chef app used throughout the tests, with every kind of parameter.
enum SoupChef {
  static let soups = [
    VocabularyEntry(id: "chickenNoodleSoup", title: "Chicken Noodle Soup"),
    VocabularyEntry(id: "tomatoSoup", title: "Tomato Soup"),
    VocabularyEntry(id: "newEnglandClamChowder", title: "New England Clam Chowder"),
    VocabularyEntry(id: "manhattanClamChowder", title: "Manhattan Clam Chowder"),
  ]
  static let toppings = [
    VocabularyEntry(id: "Cheese", title: "Cheese"),
    VocabularyEntry(id: "Red Pepper", title: "Red Pepper"),
    VocabularyEntry(id: "Croutons", title: "Croutons"),
  ]
  static let orderTypes = [
    // The synonyms Soup Chef's `OrderTypeAppEnum` gives as `DisplayRepresentation(synonyms:)`.
    VocabularyEntry(
      id: "pickup", title: "pickup",
      synonyms: ["takeout", "take out", "takeaway", "carryout", "carry out", "to go", "collection"]),
    VocabularyEntry(id: "delivery", title: "delivery"),
  ]
  static let stores = [
    VocabularyEntry(id: "Ferry Building", title: "Ferry Building"),
    VocabularyEntry(id: "Civic Center", title: "Civic Center"),
  ]

  static let orderShort = PhraseTemplate(segments: [.text("Order "), .applicationName])
  static let orderSoup = PhraseTemplate(
    segments: [.text("Order "), .parameter("soup"), .text(" from "), .applicationName])

  /// Every parameter of Soup Chef's `OrderSoup`, as the runtime describes them.
  static func parameters(acceptsOtherText: Bool = true) -> [String: SlotVocabulary] {
    [
      "soup": SlotVocabulary(entries: soups, acceptsOtherText: acceptsOtherText),
      "quantity": .number(),
      "toppings": SlotVocabulary(entries: toppings, acceptsOtherText: false, isList: true),
      "orderType": SlotVocabulary(entries: orderTypes, acceptsOtherText: false),
      "storeLocation": SlotVocabulary(entries: stores, acceptsOtherText: false),
      "deliveryLocation": SlotVocabulary(
        entries: [], acceptsOtherText: true, kind: .text, textCues: ["to", "at"]),
    ]
  }

  static func app(acceptsOtherText: Bool = true) -> AppPhrases {
    AppPhrases(
      name: "Soup Chef",
      alternativeNames: ["SoupChef", "Soup Kitchen"],
      intents: [
        IntentPhrases(
          intent: "OrderSoup", phrases: [orderShort, orderSoup],
          slots: parameters(acceptsOtherText: acceptsOtherText))
      ])
  }

  static let matcher = PhraseMatcher(apps: [app()])
  static let closedMatcher = PhraseMatcher(apps: [app(acceptsOtherText: false)])

  /// The ids of a match's soup candidates.
  static func soupIDs(_ match: PhraseMatch?) -> [String]? {
    match?.slots["soup"]?.candidates.map(\.id)
  }

  /// The ids of a match's toppings, one per item.
  static func toppingIDs(_ match: PhraseMatch?) -> [String]? {
    match?.slots["toppings"]?.items.map { $0.candidates.map(\.id).joined(separator: "|") }
  }
}

/// A second, made-up app: a hiking guide with two intents and another vocabulary.
enum TrailGuide {
  static let trails = [
    VocabularyEntry(id: "lostLake", title: "Lost Lake Loop"),
    VocabularyEntry(id: "eaglePeak", title: "Eagle Peak Trail"),
    VocabularyEntry(id: "eagleCreek", title: "Eagle Creek Trail"),
  ]
  static let difficulties = [
    VocabularyEntry(id: "easy", title: "Easy"),
    VocabularyEntry(id: "hard", title: "Hard", synonyms: ["Difficult"]),
  ]

  static func app() throws -> AppPhrases {
    AppPhrases(
      name: "Trail Guide",
      intents: [
        IntentPhrases(
          intent: "ShowTrail",
          phrases: [try PhraseTemplate(parsing: "Show ${trail} in ${applicationName}")],
          slots: [
            "trail": SlotVocabulary(entries: trails, acceptsOtherText: false),
            "difficulty": SlotVocabulary(entries: difficulties, acceptsOtherText: false),
          ]),
        IntentPhrases(
          intent: "StartHike",
          phrases: [
            try PhraseTemplate(parsing: "Start a hike on ${trail} with ${applicationName}")
          ],
          slots: [
            "trail": SlotVocabulary(entries: trails, acceptsOtherText: false),
            "hikers": .number(),
          ]),
      ])
  }

  static func matcher() throws -> PhraseMatcher {
    PhraseMatcher(apps: [try app(), SoupChef.app()])
  }
}
