import OpenAppIntents
import SiriSimApp
import Testing

private struct MigratedIntent: CustomIntentMigratedAppIntent {
  static let intentClassName = "OrderSoupIntent"
  static let title: LocalizedStringResource = "Order Soup (Migrated)"

  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct IntentMetadataTests {
  @Test func titleAndDescriptionAreTheIntents() {
    #expect(text(OrderSoupIntent.title) == "Order Soup")
    #expect(text(OrderSoupIntent.description.descriptionText) == "Order a soup")
    #expect(text(OrderSoupIntent.description.categoryName) == "Food")
  }

  @Test func defaultsAreNoDescriptionNoOpeningAndDiscoverable() {
    #expect(BareIntent.description == nil)
    #expect(BareIntent.openAppWhenRun == false)
    #expect(BareIntent.isDiscoverable)
  }

  @Test func intentCanOpenTheAppAndHideItself() {
    #expect(OpenMenuIntent.openAppWhenRun)
    #expect(OpenMenuIntent.isDiscoverable == false)
  }

  @Test func migratedIntentNamesItsSiriKitClass() {
    #expect(MigratedIntent.intentClassName == "OrderSoupIntent")
    let intents: [any AppIntent.Type] = [MigratedIntent.self, BareIntent.self]
    let migrated = intents.compactMap { $0 as? any CustomIntentMigratedAppIntent.Type }
    #expect(migrated.map { $0.intentClassName } == ["OrderSoupIntent"])
  }

  @Test func manifestKeepsTheAppsFacts() {
    var manifest = AppManifest(
      displayName: "Soup Chef", alternativeNames: ["Soup Kitchen"],
      shortcutsProvider: ManifestShortcuts.self,
      intents: [OrderSoupIntent.self, BareIntent.self])
    manifest.add(dependency: OrderLog())
    #expect(manifest.displayName == "Soup Chef")
    #expect(manifest.alternativeNames == ["Soup Kitchen"])
    #expect(manifest.intents.map { $0.title.defaultValue } == ["Order Soup", "Bare"])
    #expect(manifest.shortcutsProvider.appShortcuts.map(\.displayTitle) == ["Bare"])
    #expect(manifest.dependencies.resolve(OrderLog.self) != nil)
  }

  @Test func manifestHasNoScreenByDefault() async {
    let manifest = AppManifest(
      displayName: "Soup Chef", shortcutsProvider: ManifestShortcuts.self, intents: [])
    #expect(await manifest.currentScreen() == nil)
    #expect(manifest.alternativeNames.isEmpty)
    let showing = AppManifest(
      displayName: "Soup Chef", shortcutsProvider: ManifestShortcuts.self, intents: [],
      currentScreen: { "Order history" })
    #expect(await showing.currentScreen() == "Order history")
  }
}

private struct ManifestShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: BareIntent(), phrases: ["Bare \(.applicationName)"])
  }
}
