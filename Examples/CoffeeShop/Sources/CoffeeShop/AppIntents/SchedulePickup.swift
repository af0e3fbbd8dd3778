import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Sets the time the order in progress is picked up: Siri asks "What time?" and reads "7:30"
/// or "at 8 am"; its resolver refuses a time when the cafés are closed.
public struct SchedulePickup: AppIntent {
  public static let title: LocalizedStringResource = "Schedule My Pickup"

  @Parameter(
    title: "Pickup Time", kind: .time, requestValueDialog: "What time will you pick it up?",
    resolvers: { OpeningHoursResolver() })
  public var pickupTime: Date

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let order = try orderBook.current() else {
      return .result(dialog: "You have no order in progress.")
    }
    return .result(
      dialog: "Order \(order.number) will be ready at \(Self.clockTime(of: pickupTime)).")
  }

  /// "7:30", as the cafés' clocks show it (they keep UTC, like SiriSim's transcripts).
  static func clockTime(of date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let minute = parts.minute ?? 0
    return "\(parts.hour ?? 0):\(minute < 10 ? "0" : "")\(minute)"
  }
}
