import OpenAppIntents

/// Logs the person out, so the next SuggestTrails asks them to log in again: SiriSim's own
/// intent (Apple's sample logs in from the app and has no way back), so a demo can start over.
public struct LogOut: AppIntent {
  public static let title: LocalizedStringResource = "Log Out"
  public static let description = IntentDescription(
    "Logs you out of the app; suggesting trails then asks you to log in again.")

  @Dependency private var accountManager: AccountManager

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard accountManager.loggedIn else { return .result(dialog: "You aren't logged in.") }
    try accountManager.setLoggedIn(false)
    return .result(dialog: "You're logged out.")
  }
}
