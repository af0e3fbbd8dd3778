// One test, every language the app ships: the app's own phrase for the intent in each locale,
// said to Siri in that locale, then steps that read the same in every language (a row by its
// title, the confirming button), and the result checked in the app's own words.
import ConversationTesting
@_spi(SiriSim) import OpenAppIntentsTesting
import SoupChef
import Testing

@Suite(.bundledApps)
struct SayInEveryLocaleTests {
  /// What Soup Chef says when the order is placed, in each language it ships a translation of
  /// its dialogs for (`Phrases/Soup Chef/<locale>.lproj/Localizable.strings`).
  static let orderPlaced = [
    "en": "Your New England Clam Chowder order will be ready in 10 minutes.",
    "fr": "Votre commande (New England Clam Chowder) sera prête dans 10 minutes.",
    "de": "Deine Bestellung (New England Clam Chowder) ist fertig in: 10 minutes.",
  ]

  @Test(arguments: SoupChefApp.shippedLocales)
  func ordersClamChowderInEveryLanguageSoupChefShips(locale: String) async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let phrase = try await definitions.phrase(
      for: "OrderSoup", values: ["soup": "clam chowder"], locale: locale)
    let c = try await definitions.say(phrase, locale: locale)
    #expect(c.understanding?.intent == "OrderSoup")
    #expect(c.prompt == .disambiguation(["Manhattan Clam Chowder", "New England Clam Chowder"]))
    try await c.choose("New England Clam Chowder")
    try await c.choose("Ferry Building")
    try await c.confirm()

    guard case .completed(let completion) = c.outcome else {
      Issue.record("the order did not complete: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "OrderSoup")
    let placed = try #require(Self.orderPlaced[locale])
    #expect(completion.dialog?.hasSuffix(placed) == true, "\(completion.dialog ?? "no dialog")")
  }

  @Test func soupChefShipsEnglishFrenchAndGerman() throws {
    #expect(SoupChefApp.shippedLocales == ["de", "en", "fr"])
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    #expect(try definitions.shippedLocales == ["de", "en", "fr"])
  }

  @Test func thePhraseIsTheAppsOwnInEachLocale() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let phrases = [
      "en": "Order clam chowder from Soup Chef",
      "fr": "Commander clam chowder chez Soup Chef",
      "de": "clam chowder bei Soup Chef bestellen",
    ]
    for (locale, expected) in phrases {
      let phrase = try await definitions.phrase(
        for: "OrderSoup", values: ["soup": "clam chowder"], locale: locale)
      #expect(phrase == expected)
    }
    // Without values: the phrase that takes no parameter.
    #expect(
      try await definitions.phrase(for: "OrderSoup", locale: "de") == "Bei Soup Chef bestellen")
  }

  @Test func siriAsksAndAnswersInTheConversationsLanguage() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    // "fr-CA" reads as the French Soup Chef ships.
    let c = try await definitions.say("Commander clam chowder chez Soup Chef", locale: "fr-CA")
    #expect(c.header.locale == "fr")
    try await c.choose("New England Clam Chowder")
    #expect(c.lastDialog == "Que choisir pour « Magasin » ?")
    try await c.answer("le premier")
    #expect(c.prompt == .confirmation("Commander"))
    try await c.answer("oui")
    #expect(c.lastDialog.contains("sera prête dans 10 minutes"))
  }

  @Test func aLocaleTheAppDoesNotShipSaysWhichItShips() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    await #expect(
      throws: ConversationTestingError.unknownLocale("ja", locales: ["de", "en", "fr"])
    ) {
      try await definitions.say("スープを注文", locale: "ja")
    }
  }

  @Test func aPhraseForParametersNoneTakesSaysWhichThereAre() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.phrase(for: "OrderSoup", values: ["quantity": "2"], locale: "fr")
    }
    #expect(
      error?.description
        == "OrderSoup has no phrase in “fr” that takes quantity. Its phrases there: “Commander sur ${applicationName}”, “Commander ${soup} chez ${applicationName}”."
    )
  }
}
