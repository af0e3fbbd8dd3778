import ConversationRuntime

/// The example app `Examples/CoffeeShop` (Coffee Corner) as the matcher takes it: its App
/// Shortcuts' phrases (`CoffeeShortcuts.swift`) and values (`Menu.swift`, `DrinkSize.swift`).
/// That package depends on this one, so it cannot be loaded here; `GeneratedCorpusTests` checks
/// these phrases against the example's source, so they cannot drift.
package enum CoffeeCornerPhrases {
  /// Intent name → phrases, in `AppShortcuts.strings` form, in the order the source declares.
  package static let phrases: [(intent: String, phrases: [String])] = [
    (
      "OrderDrink",
      ["Order a ${drink} from ${applicationName}", "Order coffee from ${applicationName}"]
    ),
    ("CancelOrder", ["Cancel my order at ${applicationName}"]),
    ("ShowOrder", ["Show my order at ${applicationName}"]),
    ("ShowMenu", ["What's on the menu at ${applicationName}"]),
    (
      "LoyaltyNotifications",
      [
        "Turn on loyalty notifications in ${applicationName}",
        "Turn off loyalty notifications in ${applicationName}",
      ]
    ),
    ("OrderSpecial", ["Order a special from ${applicationName}"]),
    ("PayForOrder", ["Pay for my order at ${applicationName}"]),
    ("LeaveBaristaNote", ["Leave a note for the barista at ${applicationName}"]),
    ("SendReceipt", ["Send a receipt to ${applicationName}"]),
    ("SchedulePickup", ["Schedule my pickup at ${applicationName}"]),
  ]

  /// The app, with OrderDrink's drink, size and café.
  package static func app() -> AppPhrases {
    let drinks = SlotVocabulary(
      entries: [
        ("caffe-latte", "Caffè Latte"), ("oat-milk-latte", "Oat Milk Latte"),
        ("flat-white", "Flat White"), ("cold-brew", "Cold Brew"),
        ("hot-chocolate", "Hot Chocolate"),
      ].map { VocabularyEntry(id: $0.0, title: $0.1) }, acceptsOtherText: false)
    let sizes = SlotVocabulary(
      entries: [
        VocabularyEntry(id: "small", title: "small", synonyms: ["short", "petit"]),
        VocabularyEntry(id: "medium", title: "medium", synonyms: ["regular", "moyen"]),
        VocabularyEntry(id: "large", title: "large", synonyms: ["tall", "big", "grand"]),
      ], acceptsOtherText: false)
    let cafes = SlotVocabulary(
      entries: [
        VocabularyEntry(id: "harbor-street", title: "Harbor Street"),
        VocabularyEntry(id: "market-square", title: "Market Square"),
      ], acceptsOtherText: false)
    return AppPhrases(
      name: "Coffee Corner",
      intents: phrases.map { intent, phrases in
        IntentPhrases(
          intent: intent, phrases: phrases.compactMap { try? PhraseTemplate(parsing: $0) },
          slots: intent == "OrderDrink" ? ["drink": drinks, "size": sizes, "cafe": cafes] : [:])
      },
      negativePhrases: [
        "Order coffee beans from ${applicationName}",
        "Order a coffee machine from ${applicationName}",
      ].compactMap { try? PhraseTemplate(parsing: $0) })
  }
}
