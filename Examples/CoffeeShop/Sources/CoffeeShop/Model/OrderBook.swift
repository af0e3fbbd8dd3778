/// An order placed and not yet picked up.
public struct PlacedOrder: Codable, Sendable, Equatable {
  public var number: Int
  public var drink: String
  public var size: String
  public var cafe: String
  public var total: String
}

/// Where orders go: on a device the app's own store; in SiriSim, Siri's store (see
/// `SiriSim/CoffeeShopApp.swift`). It keeps the order in progress.
public final class OrderBook: Sendable {
  private let nextNumber: @Sendable () throws -> Int
  private let save: @Sendable (PlacedOrder?) throws -> Void
  private let load: @Sendable () throws -> PlacedOrder?

  /// An order book numbering orders with `nextNumber` and keeping the order in progress with
  /// `save` and `load`.
  public init(
    nextNumber: @escaping @Sendable () throws -> Int,
    save: @escaping @Sendable (PlacedOrder?) throws -> Void,
    load: @escaping @Sendable () throws -> PlacedOrder?
  ) {
    self.nextNumber = nextNumber
    self.save = save
    self.load = load
  }

  /// Places an order; it becomes the order in progress.
  public func place(drink: String, size: String, cafe: String, total: String) throws
    -> PlacedOrder
  {
    let order = PlacedOrder(
      number: try nextNumber(), drink: drink, size: size, cafe: cafe, total: total)
    try save(order)
    return order
  }

  /// The order in progress, if any.
  public func current() throws -> PlacedOrder? {
    try load()
  }

  /// Cancels the order in progress.
  public func cancelCurrent() throws {
    try save(nil)
  }

  /// Makes an order the order in progress again (undoing a cancel), or replaces it with a
  /// changed copy (a new size).
  public func restore(_ order: PlacedOrder) throws {
    try save(order)
  }
}
