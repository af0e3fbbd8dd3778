@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// A confirmation answered in the phrases' language: "oui" buys in French, "nein" declines in
/// German (they were English's words only, so "oui" was asked again).
@Suite struct LocalizedConfirmationTests {
  static func runtime(locale: String, log: PerformLog) async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [LampShopFixture.manifest(log: log)],
      options: ConversationRuntime.Options(environment: TestClock.environment), locale: locale)
  }

  @Test(arguments: [
    ("fr", "oui", true), ("fr", "d'accord", true), ("fr", "non merci", false),
    ("de", "ja", true), ("de", "ja bitte", true), ("de", "nein", false), ("de", "nee", false),
  ])
  func aConfirmationTakesYesAndNoInThePhrasesLanguage(
    locale: String, answer: String, confirms: Bool
  ) async {
    let log = PerformLog()
    let frontEnd = AnsweringFrontEnd([.text(answer)])

    await Self.runtime(locale: locale, log: log).run(
      BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(log.all == (confirms ? ["Bought"] : []))
  }

  @Test(arguments: [("fr", "annuler"), ("de", "abbrechen")])
  func cancellingInThePhrasesLanguageEndsTheTurn(locale: String, answer: String) async {
    let log = PerformLog()
    let frontEnd = AnsweringFrontEnd([.text(answer)])

    let outcome = await Self.runtime(locale: locale, log: log).run(
      BuyLampIntent(), app: "Lamp Shop", with: frontEnd)

    #expect(log.all.isEmpty)
    #expect(outcome == .cancelled)
  }
}
