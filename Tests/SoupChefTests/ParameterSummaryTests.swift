@_spi(SiriSim) import OpenAppIntents
import SoupChef
import Testing

/// The sentence Shortcuts shows for an `OrderSoup` action, one per order type.
@Suite struct ParameterSummaryTests {
  func intent(
    _ soup: MenuItem.Identifier, quantity: Int? = nil, toppings: [Order.MenuItemTopping] = []
  ) throws -> OrderSoup {
    let intent = OrderSoup()
    intent.soup = SoupAppEntity(try #require(SoupMenuManager().findItem(by: soup.rawValue)))
    if let quantity { intent.quantity = quantity }
    if !toppings.isEmpty { intent.toppings = toppings.map(ToppingAppEntity.init) }
    return intent
  }

  @Test func pickupNamesTheStore() throws {
    let order = try intent(.tomatoSoup, quantity: 2, toppings: [.cheese, .croutons])
    order.orderType = .pickup
    order.storeLocation = Order.storeLocations[0]

    let summary = try #require(order.parameterSummaryText)

    #expect(summary.sentence == "Order 2 Tomato Soup for pickup from Ferry Building")
    #expect(summary.details == ["Toppings: Cheese and Croutons"])
  }

  @Test func pickupIsTheDefaultOrderType() throws {
    let order = try intent(.newEnglandClamChowder)

    let summary = try #require(order.parameterSummaryText)

    #expect(summary.sentence == "Order 1 New England Clam Chowder for pickup from Store Location")
    #expect(summary.details == ["Toppings: Toppings"])
  }

  @Test func deliveryNamesTheAddress() throws {
    let order = try intent(.chickenNoodleSoup, quantity: 3, toppings: [.redPepper])
    order.orderType = .delivery
    order.deliveryLocation = CLPlacemark(location: nil, name: "1 Market Street", postalAddress: nil)

    let summary = try #require(order.parameterSummaryText)

    #expect(summary.sentence == "Order 3 Chicken Noodle Soup for delivery to 1 Market Street")
    #expect(summary.details == ["Toppings: Red Pepper"])
    #expect(
      summary.description
        == "Order 3 Chicken Noodle Soup for delivery to 1 Market Street\n  Toppings: Red Pepper")
  }

  @Test func noOrderTypeUsesTheDefaultCase() throws {
    let order = try intent(.tomatoSoup, toppings: [.cheese, .redPepper, .croutons])
    order.orderType = nil

    let summary = try #require(order.parameterSummaryText)

    #expect(summary.sentence == "Order 1 Tomato Soup for Order Type")
    #expect(summary.details == ["Toppings: Cheese, Red Pepper and Croutons"])
  }

  @Test func emptyIntentShowsParameterTitles() throws {
    let summary = try #require(OrderSoup().parameterSummaryText)

    #expect(summary.sentence == "Order 1 Soup for pickup from Store Location")
  }
}
