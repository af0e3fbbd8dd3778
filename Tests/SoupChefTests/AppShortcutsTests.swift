@_spi(SiriSim) import OpenAppIntents
import SoupChef
import Testing

/// Soup Chef's App Shortcuts and how Siri knows the app.
@Suite struct AppShortcutsTests {
  @Test func oneShortcutOrdersSoup() throws {
    let shortcuts = SoupChefAppShortcutsProvider.appShortcuts

    try #require(shortcuts.count == 1)
    #expect(shortcuts[0].intent is OrderSoup)
    #expect(shortcuts[0].shortTitle?.defaultValue == "Order Soup")
    #expect(shortcuts[0].displayTitle == "Order Soup")
    #expect(shortcuts[0].systemImageName == nil)
  }

  @Test func phrasesHaveApplesKeys() throws {
    let shortcut = try #require(SoupChefAppShortcutsProvider.appShortcuts.first)

    #expect(
      shortcut.phraseKeys == ["Order ${applicationName}", "Order ${soup} from ${applicationName}"])
    #expect(
      shortcut.phrases == [
        [.text("Order "), .applicationName],
        [.text("Order "), .parameter("soup"), .text(" from "), .applicationName],
      ])
  }

  @Test func tilesAreOrange() {
    #expect(SoupChefAppShortcutsProvider.shortcutTileColor == .orange)
  }

  @Test func appIsKnownByItsAlternativeNames() {
    #expect(SoupChefApp.displayName == "Soup Chef")
    #expect(SoupChefApp.alternativeNames == ["SoupChef", "Soup Kitchen"])
  }

  @Test func manifestDescribesTheApp() {
    let manifest = SoupChefApp.manifest()

    #expect(manifest.displayName == "Soup Chef")
    #expect(manifest.alternativeNames == ["SoupChef", "Soup Kitchen"])
    #expect(
      ObjectIdentifier(manifest.shortcutsProvider)
        == ObjectIdentifier(SoupChefAppShortcutsProvider.self))
    #expect(manifest.intents.map { String(describing: $0) } == ["OrderSoup"])
    #expect(manifest.dependencies.resolve(SoupOrderDataManager.self) != nil)
  }

  @Test func manifestUsesTheGivenOrderManager() {
    let orders = SoupOrderDataManager()
    let manifest = SoupChefApp.manifest(orders: orders)

    #expect(manifest.dependencies.resolve(SoupOrderDataManager.self) === orders)
  }

  @Test func orderSoupReplacesTheSiriKitIntent() {
    #expect(OrderSoup.intentClassName == "OrderSoupIntent")
    #expect(OrderSoup.title.defaultValue == "Order Soup")
    #expect(OrderSoup.description.descriptionText.defaultValue == "Order a soup")
    #expect(OrderSoup.openAppWhenRun == false)
  }
}
