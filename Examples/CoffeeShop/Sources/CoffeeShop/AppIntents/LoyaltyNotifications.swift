#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Turns loyalty notifications on or off: a `SetValueIntent`, as a Control Center toggle's
/// action is. "Turn on loyalty notifications in Coffee Corner" sets `value` to true.
public struct LoyaltyNotifications: SetValueIntent {
  public static let title: LocalizedStringResource = "Loyalty Notifications"
  public static let description = IntentDescription(
    "Be told when a free drink is waiting on your loyalty card.")

  @Parameter(title: "Notifications")
  public var value: Bool

  @Dependency private var card: LoyaltyCard

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    card.notificationsOn = value
    return .result(
      dialog: value
        ? "Loyalty notifications are on: I'll tell you when a free drink is waiting."
        : "Loyalty notifications are off.")
  }
}
