/// Where placed orders go, and the number each gets: on a device the app's own store; in
/// SiriSim, Siri's store (see `SiriSim/CoffeeShopApp.swift`).
public final class OrderBook: Sendable {
  private let nextNumber: @Sendable () throws -> Int

  /// An order book whose numbers come from `nextNumber`, which also records the order.
  public init(nextNumber: @escaping @Sendable () throws -> Int) {
    self.nextNumber = nextNumber
  }

  /// Places an order; returns its number.
  public func place() throws -> Int {
    try nextNumber()
  }
}
