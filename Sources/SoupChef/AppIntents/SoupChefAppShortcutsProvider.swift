import OpenAppIntents

/// Soup Chef's App Shortcuts.
public struct SoupChefAppShortcutsProvider: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoup(),
      phrases: [
        "Order \(.applicationName)",
        "Order \(\.$soup) from \(.applicationName)",
      ],
      shortTitle: "Order Soup"
    )
  }

  public static let shortcutTileColor: ShortcutTileColor = .orange
}
