import Foundation
import OpenAppIntents

/// The details of a placed order: its ready time and total.
public struct OrderDetailsAppEntity: TransientAppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Details")

  @Property(title: "Estimated Time")
  public var estimatedTime: DateComponents?

  @Property(title: "Total")
  public var total: IntentCurrencyAmount?

  // Apple's sample titles every order "Unimplemented"; SiriSim shows the total and wait.
  public var displayRepresentation: DisplayRepresentation {
    guard let total else { return DisplayRepresentation(title: "No order") }
    let minutes = estimatedTime?.minute.map { ", ready in \($0) minutes" } ?? ""
    return DisplayRepresentation(title: "Order of \(total)\(minutes)")
  }

  public init() {}
}
