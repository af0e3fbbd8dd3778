// SiriSim-only: what the system would learn from the app's bundle, and where the app keeps its
// data. Not part of an iOS target; the files beside AppIntents/ are.
import Foundation
import OpenAppIntents
import SiriSimApp

/// Coffee Corner, as SiriSim loads it: `SiriSim.main(apps: [CoffeeShopApp.self])`,
/// `Conversation(apps: [CoffeeShopApp.self])`.
public enum CoffeeShopApp: SimulatedApp {
  public static let displayName = "Coffee Corner"

  /// The app's bundle identifier, as on a device: Siri's store keeps its data under it, and
  /// `IntentDefinitions(bundleIdentifier:)` finds it by it.
  public static let bundleIdentifier = "com.example.CoffeeCorner"

  public static var shortcutsProvider: any AppShortcutsProvider.Type { CoffeeShortcuts.self }

  /// The package's `Phrases` resource: `fr.lproj/AppShortcuts.strings`.
  public static var phraseFolder: URL? {
    Bundle.module.url(forResource: "Phrases", withExtension: nil)
  }

  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    makeManifest(environment: environment, appData: .inMemory())
  }

  /// Order numbers count up and the order in progress is kept in `appData`, so both go on
  /// from run to run with `--store`.
  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    let screen = ScreenState()
    var manifest = AppManifest(
      displayName: displayName, shortcutsProvider: shortcutsProvider,
      intents: [OpenDrink.self, SearchMenu.self, OrderAgain.self], currentScreen: { screen.page })
    // What the system finds in the app's bundle on a device: its value query.
    manifest.valueQueries = [DrinkValueQuery()]
    manifest.add(dependency: screen)
    manifest.add(dependency: LoyaltyCard())
    // As the app's launch task does on a device: the menu goes into Spotlight.
    manifest.didLaunch = {
      try await CSSearchableIndex.default().indexAppEntities(Menu.drinks.map(DrinkEntity.init))
    }
    manifest.add(
      dependency: OrderBook(
        nextNumber: {
          try appData.update(Int.self, forKey: "lastOrderNumber") { ($0 ?? 100) + 1 }
        },
        save: { order in
          if let order {
            try appData.set(order, forKey: "orderInProgress")
          } else {
            try appData.removeValue(forKey: "orderInProgress")
          }
        },
        load: { try appData.value(PlacedOrder.self, forKey: "orderInProgress") }))
    return manifest
  }
}
