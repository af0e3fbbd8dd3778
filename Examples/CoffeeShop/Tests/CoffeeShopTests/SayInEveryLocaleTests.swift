// SiriSim-only (the phrase is what Apple's framework leaves to manual testing): one test that
// orders a latte in every language Coffee Corner ships phrases for (English, and French from
// Phrases/fr.lproj/AppShortcuts.strings).
import CoffeeShop
import ConversationTesting
@_spi(SiriSim) import OpenAppIntentsTesting
import Testing

@Suite(.coffeeCorner)
struct SayInEveryLocaleTests {
  @Test(arguments: CoffeeShopApp.shippedLocales)
  func ordersALatteInEveryLanguageCoffeeCornerShips(locale: String) async throws {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CoffeeCorner")
    // "Order a latte from Coffee Corner", "Commander un latte chez Coffee Corner".
    let phrase = try await definitions.phrase(
      for: "OrderDrink", values: ["drink": "latte"], locale: locale)
    let c = try await definitions.say(phrase, locale: locale)
    try await c.choose("Oat Milk Latte")
    #expect(c.prompt == .value("size"))
    try await c.choose("Large")
    try await c.choose("Harbor Street")
    try await c.confirm()

    // Coffee Corner ships no translation of its dialogs: its own words stay English.
    #expect(
      c.lastDialog
        == "Order 101 is in: your Oat Milk Latte will be ready at Harbor Street in 5 minutes.")
  }
}
