#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Coffee Corner's App Shortcuts. Their other languages are in Phrases/ (French in
/// `fr.lproj/AppShortcuts.strings`).
public struct CoffeeShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrink(),
      phrases: [
        "Order a \(\.$drink) from \(.applicationName)",
        "Order coffee from \(.applicationName)",
      ],
      shortTitle: "Order a Drink",
      systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: CancelOrder(),
      phrases: ["Cancel my order at \(.applicationName)"],
      shortTitle: "Cancel an Order",
      systemImageName: "xmark.circle")
    AppShortcut(
      intent: ShowOrder(),
      phrases: ["Show my order at \(.applicationName)"],
      shortTitle: "My Order",
      systemImageName: "cup.and.saucer.fill")
    AppShortcut(
      intent: ShowMenu(),
      phrases: ["What's on the menu at \(.applicationName)"],
      shortTitle: "Menu",
      systemImageName: "list.bullet")
    AppShortcut(
      intent: LoyaltyNotifications(),
      phrases: [
        "Turn on loyalty notifications in \(.applicationName)",
        "Turn off loyalty notifications in \(.applicationName)",
      ],
      shortTitle: "Loyalty Notifications",
      systemImageName: "bell")
    AppShortcut(
      intent: OrderSpecial(),
      phrases: ["Order a special from \(.applicationName)"],
      shortTitle: "Order a Special",
      systemImageName: "star")
    AppShortcut(
      intent: PayForOrder(), phrases: ["Pay for my order at \(.applicationName)"],
      shortTitle: "Pay", systemImageName: "creditcard")
    AppShortcut(
      intent: LeaveBaristaNote(), phrases: ["Leave a note for the barista at \(.applicationName)"],
      shortTitle: "Note for the Barista", systemImageName: "note.text")
    AppShortcut(
      intent: SendReceipt(), phrases: ["Send a receipt to \(.applicationName)"],
      shortTitle: "Send a Receipt", systemImageName: "doc")
    AppShortcut(
      intent: SchedulePickup(), phrases: ["Schedule my pickup at \(.applicationName)"],
      shortTitle: "Pickup Time", systemImageName: "clock")
  }

  /// What must never order a drink: the café sells no beans or machines to take home.
  public static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [
      "Order coffee beans from \(.applicationName)",
      "Order a coffee machine from \(.applicationName)",
    ])
  }
}
