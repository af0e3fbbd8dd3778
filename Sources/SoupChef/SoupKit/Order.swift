import Foundation
import OpenAppIntents

/// A soup order (SoupKit's `Order`).
public struct Order: Hashable, Sendable {
  /// A topping; toppings add nothing to the price.
  public enum MenuItemTopping: String, Hashable, Sendable, CaseIterable {
    case cheese = "Cheese"
    case redPepper = "Red Pepper"
    case croutons = "Croutons"
  }

  /// Pickup or delivery.
  public enum OrderType: String, Hashable, Sendable {
    case pickup, delivery
  }

  /// The two stores.
  public static let storeLocations: [CLPlacemark] = [
    CLPlacemark(
      location: CLLocation(latitude: 37.795_316, longitude: -122.393_76), name: "Ferry Building",
      postalAddress: nil),
    CLPlacemark(
      location: CLLocation(latitude: 37.779_379, longitude: -122.418_433), name: "Civic Center",
      postalAddress: nil),
  ]

  /// When the order was placed; set by the order manager.
  public var date: Date?
  /// The order's identifier; set by the order manager.
  public var identifier: UUID?
  /// The soup.
  public let menuItem: MenuItem
  /// How many bowls.
  public let quantity: Int
  /// The toppings.
  public let menuItemToppings: Set<MenuItemTopping>
  /// Pickup or delivery.
  public let orderType: OrderType
  /// The store, for pickup.
  public let storeLocation: CLPlacemark?
  /// The address, for delivery.
  public let deliveryLocation: CLPlacemark?

  /// Creates an order.
  public init(
    quantity: Int, menuItem: MenuItem, menuItemToppings: Set<MenuItemTopping>,
    orderType: OrderType = .pickup, storeLocation: CLPlacemark? = nil,
    deliveryLocation: CLPlacemark? = nil
  ) {
    self.quantity = quantity
    self.menuItem = menuItem
    self.menuItemToppings = menuItemToppings
    self.orderType = orderType
    self.storeLocation = storeLocation
    self.deliveryLocation = deliveryLocation
  }

  /// The price of all bowls.
  public var total: Decimal { Decimal(quantity) * menuItem.price }

  /// "Pick up from Ferry Building" or "Delivery to 1 Main Street".
  public var fulfillmentDescription: String {
    switch orderType {
    case .pickup: return "Pick up from \(storeLocation?.name ?? "the store")"
    case .delivery: return "Delivery to \(deliveryLocation?.name ?? "your address")"
    }
  }

  /// The toppings in menu order.
  public var sortedToppings: [MenuItemTopping] {
    MenuItemTopping.allCases.filter(menuItemToppings.contains)
  }
}
