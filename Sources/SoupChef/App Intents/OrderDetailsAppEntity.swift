import Foundation
import OpenAppIntents

/// The details of a placed order: its ready time and total.
public struct OrderDetailsAppEntity: TransientAppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Details")

  @Property(title: "Estimated Time")
  public var estimatedTime: DateComponents?

  @Property(title: "Total")
  public var total: IntentCurrencyAmount?

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "Unimplemented")
  }

  public init() {}
}
