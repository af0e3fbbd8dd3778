import Foundation
import OpenAppIntents

/// An order as the order history stores it: plain values a person can read in SiriSim's store.
///
/// SiriSim-only. Apple's SoupKit archives whole `Order`s into its app group's `UserDefaults`;
/// the port keeps the soup by its menu identifier (and finds it back on the menu, with today's
/// price), the toppings and order type by their raw values, and places by name and coordinate.
struct OrderRecord: Codable, Sendable, Equatable {
  var date: Date?
  var identifier: UUID?
  var menuItem: String
  var quantity: Int
  var toppings: [String]
  var orderType: String
  var storeLocation: PlaceRecord?
  var deliveryLocation: PlaceRecord?

  /// The record of an order.
  init(_ order: Order) {
    date = order.date
    identifier = order.identifier
    menuItem = order.menuItem.id.rawValue
    quantity = order.quantity
    toppings = order.sortedToppings.map(\.rawValue)
    orderType = order.orderType.rawValue
    storeLocation = order.storeLocation.map(PlaceRecord.init)
    deliveryLocation = order.deliveryLocation.map(PlaceRecord.init)
  }

  /// The order the record stands for, its soup found on `menu`.
  ///
  /// - Throws: ``OrderRecordError`` when the soup is not on the menu, or a topping or order type
  ///   is not one the app knows.
  func order(menu: SoupMenuManager = SoupMenuManager()) throws(OrderRecordError) -> Order {
    guard let item = menu.findItem(by: menuItem) else {
      throw OrderRecordError(message: "the soup “\(menuItem)” is not on the menu")
    }
    var menuItemToppings = Set<Order.MenuItemTopping>()
    for topping in toppings {
      guard let known = Order.MenuItemTopping(rawValue: topping) else {
        throw OrderRecordError(message: "“\(topping)” is not a topping")
      }
      menuItemToppings.insert(known)
    }
    guard let type = Order.OrderType(rawValue: orderType) else {
      throw OrderRecordError(message: "“\(orderType)” is not an order type")
    }
    var order = Order(
      quantity: quantity, menuItem: item, menuItemToppings: menuItemToppings, orderType: type,
      storeLocation: storeLocation?.placemark, deliveryLocation: deliveryLocation?.placemark)
    order.date = date
    order.identifier = identifier
    return order
  }
}

/// A place as an order record stores it.
struct PlaceRecord: Codable, Sendable, Equatable {
  var name: String?
  var latitude: Double?
  var longitude: Double?
  var street: String?
  var city: String?

  /// The record of a placemark.
  init(_ placemark: CLPlacemark) {
    name = placemark.name
    latitude = placemark.location?.coordinate.latitude
    longitude = placemark.location?.coordinate.longitude
    street = placemark.postalAddress?.street
    city = placemark.postalAddress?.city
  }

  /// The placemark the record stands for.
  var placemark: CLPlacemark {
    var location: CLLocation?
    if let latitude, let longitude {
      location = CLLocation(latitude: latitude, longitude: longitude)
    }
    var address: CNPostalAddress?
    if street != nil || city != nil {
      address = CNPostalAddress(street: street ?? "", city: city ?? "")
    }
    return CLPlacemark(location: location, name: name, postalAddress: address)
  }
}

/// Why a stored order record does not stand for an order.
struct OrderRecordError: Error, Sendable, CustomStringConvertible {
  /// What is wrong with the record.
  var message: String

  var description: String { message }
}
