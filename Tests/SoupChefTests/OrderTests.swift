import ConversationTestSupport
import Foundation
import OpenAppIntents
import SoupChef
import Testing

/// SoupKit's `Order` and the order history.
@Suite struct OrderTests {
  static let now = TestClock.epoch

  func menuItem(_ id: MenuItem.Identifier) throws -> MenuItem {
    try #require(SoupMenuManager().findItem(by: id.rawValue))
  }

  @Test func totalIsQuantityTimesPriceAndToppingsAreFree() throws {
    let order = Order(
      quantity: 3, menuItem: try menuItem(.chickenNoodleSoup),
      menuItemToppings: [.cheese, .croutons])

    #expect(order.total == Decimal(string: "13.65"))
  }

  @Test func pickupIsTheDefault() throws {
    let order = Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [])

    #expect(order.orderType == .pickup)
    #expect(order.fulfillmentDescription == "Pick up from the store")
  }

  @Test func fulfillmentNamesTheStoreOrTheAddress() throws {
    let item = try menuItem(.tomatoSoup)
    let pickup = Order(
      quantity: 1, menuItem: item, menuItemToppings: [], storeLocation: Order.storeLocations[1])
    let delivery = Order(
      quantity: 1, menuItem: item, menuItemToppings: [], orderType: .delivery,
      deliveryLocation: CLPlacemark(location: nil, name: "1 Market Street", postalAddress: nil))
    let deliveryWithoutAddress = Order(
      quantity: 1, menuItem: item, menuItemToppings: [], orderType: .delivery)

    #expect(pickup.fulfillmentDescription == "Pick up from Civic Center")
    #expect(delivery.fulfillmentDescription == "Delivery to 1 Market Street")
    #expect(deliveryWithoutAddress.fulfillmentDescription == "Delivery to your address")
  }

  @Test func toppingsSortInMenuOrder() throws {
    let order = Order(
      quantity: 1, menuItem: try menuItem(.tomatoSoup),
      menuItemToppings: [.croutons, .cheese, .redPepper])

    #expect(order.sortedToppings == [.cheese, .redPepper, .croutons])
  }

  @Test func storesAreFerryBuildingAndCivicCenter() throws {
    let stores = Order.storeLocations

    #expect(stores.map(\.name) == ["Ferry Building", "Civic Center"])
    let ferry = try #require(stores[0].location?.coordinate)
    #expect(ferry.latitude == 37.795_316)
    #expect(ferry.longitude == -122.393_76)
    let civic = try #require(stores[1].location?.coordinate)
    #expect(civic.latitude == 37.779_379)
    #expect(civic.longitude == -122.418_433)
  }

  @Test func placingAnOrderStampsItsDateAndIdentifier() throws {
    let manager = SoupOrderDataManager(environment: .fixed(now: Self.now))
    let order = Order(quantity: 2, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [])

    let placed = try manager.placeOrder(order: order)

    #expect(placed.date == Self.now)
    #expect(placed.identifier != nil)
    #expect(placed.quantity == 2)
    #expect(manager.orderHistory == [placed])
  }

  @Test func historyIsNewestFirstWithDistinctIdentifiers() throws {
    let manager = SoupOrderDataManager(environment: .fixed(now: Self.now))
    let first = try manager.placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: []))
    let second = try manager.placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.chickenNoodleSoup), menuItemToppings: []))

    #expect(manager.orderHistory == [second, first])
    #expect(first.identifier != second.identifier)
  }

  @Test func identifiersReplayWithTheSameSeed() throws {
    let item = try menuItem(.tomatoSoup)
    let one = SoupOrderDataManager(environment: .fixed(now: Self.now))
    let two = SoupOrderDataManager(environment: .fixed(now: Self.now))

    let a = try one.placeOrder(order: Order(quantity: 1, menuItem: item, menuItemToppings: []))
    let b = try two.placeOrder(order: Order(quantity: 1, menuItem: item, menuItemToppings: []))

    #expect(a.identifier == b.identifier)
  }
}
