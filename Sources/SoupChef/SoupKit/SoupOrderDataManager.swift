import Foundation
import Locking
import OpenAppIntents

/// Keeps the order history, in memory (SoupKit's `SoupOrderDataManager`).
public final class SoupOrderDataManager: Sendable {
  private let environment: IntentEnvironment
  private let orders = Locked<[Order]>([])

  /// Creates an empty history whose orders are stamped by the environment's clock.
  public init(environment: IntentEnvironment = .live) {
    self.environment = environment
  }

  /// Places an order: stamps its date and identifier and adds it to the history.
  @discardableResult
  public func placeOrder(order: Order) -> Order {
    var placed = order
    placed.date = environment.now()
    placed.identifier = environment.makeUUID()
    orders.withLock { $0.insert(placed, at: 0) }
    return placed
  }

  /// The orders, newest first.
  public var orderHistory: [Order] { orders.withLock { $0 } }
}
