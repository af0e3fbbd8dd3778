import OpenAppIntents

/// Soup Chef as Siri sees it: its name, alternative names, shortcuts and intents.
public enum SoupChefApp {
  /// The app's display name.
  public static let displayName = "Soup Chef"

  /// The names people also use for the app (its `INAlternativeAppNames`).
  public static let alternativeNames = ["SoupChef", "Soup Kitchen"]

  /// A manifest whose order history starts empty and whose orders are stamped by `environment`.
  public static func manifest(
    environment: IntentEnvironment = .live,
    orders: SoupOrderDataManager? = nil
  ) -> AppManifest {
    let orderManager = orders ?? SoupOrderDataManager(environment: environment)
    var dependencies = AppDependencies()
    dependencies.add(orderManager)
    return AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: SoupChefAppShortcutsProvider.self,
      intents: [OrderSoup.self],
      dependencies: dependencies,
      currentScreen: {
        let count = orderManager.orderHistory.count
        return "Order History (\(count) order\(count == 1 ? "" : "s"))"
      })
  }
}
