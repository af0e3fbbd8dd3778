import OpenAppIntents

/// The App Shortcuts: Apple's `TrailShortcuts`, in Apple's order, then SiriSim's Log Out.
public struct TrailShortcuts: AppShortcutsProvider {
  public static let shortcutTileColor = ShortcutTileColor.navy

  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartTrailActivity(),
      phrases: [
        "Track my \(\.$workoutStyle) in \(.applicationName)",
        "Start tracking my \(\.$workoutStyle) with \(.applicationName)",
        "Start a workout in \(.applicationName)",
        "Start a \(.applicationName) workout",
      ],
      shortTitle: "Start Activity",
      systemImageName: "shoeprints.fill")

    AppShortcut(
      intent: GetTrailInfo(),
      phrases: [
        "Get \(\.$trail) conditions with \(.applicationName)",
        "Get conditions on \(\.$trail) with \(.applicationName)",
      ],
      shortTitle: "Get Conditions",
      systemImageName: "cloud.rainbow.half",
      parameterPresentation: ParameterPresentation(
        for: \.$trail,
        summary: Summary("Get \(\.$trail) conditions"),
        optionsCollections: {
          OptionsCollection(
            TrailEntityQuery(), title: "Favorite Trails", systemImageName: "cloud.rainbow.half")
        }
      ))

    AppShortcut(
      intent: OpenFavorites(),
      phrases: [
        "Open Favorites in \(.applicationName)",
        "Show my favorite \(.applicationName)",
      ],
      shortTitle: "Open Favorites",
      systemImageName: "star.circle")

    AppShortcut(
      intent: BuyDayPass(),
      phrases: [
        "Buy a \(.applicationName) day pass",
        "Purchase a pass in \(.applicationName)",
      ],
      shortTitle: "Buy Day Pass",
      systemImageName: "wallet.pass")

    AppShortcut(
      intent: LogOut(),
      phrases: ["Log out of \(.applicationName)", "Sign out of \(.applicationName)"],
      shortTitle: "Log Out",
      systemImageName: "rectangle.portrait.and.arrow.right")
  }
}
