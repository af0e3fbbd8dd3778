import OpenAppIntents
import SiriSimApp

/// Soup Chef as Siri sees it: its name, alternative names, shortcuts and intents.
public enum SoupChefApp {
  /// The app's display name.
  public static let displayName = "Soup Chef"

  /// The names people also use for the app (its `INAlternativeAppNames`).
  public static let alternativeNames = ["SoupChef", "Soup Kitchen"]

  /// A manifest whose orders are stamped by `environment` and kept in `appData` (by default in
  /// memory, so the history starts empty), which is also the app's `AppDataStore` dependency.
  /// `orders`, when given, is the order manager to use instead of one over `appData`.
  public static func manifest(
    environment: IntentEnvironment = .live,
    orders: SoupOrderDataManager? = nil,
    appData: AppDataStore = .inMemory()
  ) -> AppManifest {
    let orderManager = orders ?? SoupOrderDataManager(environment: environment, appData: appData)
    var manifest = AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: shortcutsProvider,
      intents: [OrderSoup.self],
      currentScreen: {
        let count = orderManager.orderHistory.count
        return "Order History (\(count) order\(count == 1 ? "" : "s"))"
      })
    manifest.add(dependency: orderManager)
    manifest.add(dependency: appData)
    return manifest
  }
}
