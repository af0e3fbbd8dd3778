import PhraseMatching
import Testing

/// An app whose negative phrase keeps lamp shades away from its lamp phrase.
private func lampShop() throws -> PhraseMatcher {
  PhraseMatcher(apps: [
    AppPhrases(
      name: "Lamp Shop",
      intents: [
        IntentPhrases(
          intent: "BuyLamp",
          phrases: [try PhraseTemplate(parsing: "Buy a lamp from ${applicationName}")])
      ],
      negativePhrases: [try PhraseTemplate(parsing: "Buy a lamp shade from ${applicationName}")])
  ])
}

/// `NegativeAppShortcutPhrase`: what fits a negative phrase as well as the app's phrases never
/// reaches the app.
@Suite struct NegativePhraseTests {
  @Test func anUtteranceFittingANegativePhraseBypassesTheApp() throws {
    let matcher = try lampShop()
    #expect(matcher.rank("Buy a lamp shade from Lamp Shop").isEmpty)
    #expect(matcher.rank("buy a lamp shades from lamp shop please").isEmpty)
  }

  @Test func theAppsOwnPhraseStillMatches() throws {
    #expect(try lampShop().rank("Buy a lamp from Lamp Shop").first?.intent == "BuyLamp")
  }

  @Test func whyNamesTheNegativePhrase() throws {
    let explanation = try lampShop().explain("Buy a lamp shade from Lamp Shop")
    #expect(explanation.candidates.isEmpty)
    #expect(
      explanation.reason
        == "It fits Lamp Shop's negative phrase “Buy a lamp shade from ${applicationName}” (AppShortcutsProvider.negativePhrases), which never reaches the app."
    )
  }
}
