import CoffeeShop
import ConversationTesting
import Testing

/// A schema intent (`@AppIntent(schema: .system.search)`) that no App Shortcut declares: Siri
/// reaches it by the search schema's own words.
@Suite struct SchemaIntentTests {
  @Test func searchingTheMenuNeedsNoAppShortcutPhrase() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])

    try await c.say("Search Coffee Corner for latte")
    #expect(c.dialogs.contains("Coffee Corner found 2 drinks."))
    guard case .completed(let completion) = c.outcome else {
      Issue.record("the search should run: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "SearchMenu")

    try await c.say("Find matcha in Coffee Corner")
    #expect(c.dialogs.contains("Coffee Corner has no drink called matcha."))
    try c.assertTranscript(file: OrderDrinkTests.transcript("search-the-menu.siri"))
  }
}
