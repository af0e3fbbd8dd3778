import Foundation
import OpenAppIntents
import SoupChef
import Testing

/// `OrderSoup`'s parameters, result entity and errors, as declared.
@Suite struct OrderSoupIntentTests {
  @Test func parametersAreDeclaredInOrder() {
    let parameters = IntentReflection.parameters(of: OrderSoup())

    #expect(
      parameters.map(\.name) == [
        "soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation",
      ])
    #expect(
      parameters.map(\.parameter.descriptor.title.defaultValue) == [
        "Soup", "Quantity", "Toppings", "Order Type", "Delivery Location", "Store Location",
      ])
    #expect(
      parameters.map(\.parameter.descriptor.isOptional) == [false, true, true, true, true, true])
  }

  @Test func quantityDefaultsToOneAndOrderTypeToPickup() {
    let intent = OrderSoup()

    #expect(intent.quantity == 1)
    #expect(intent.orderType == .pickup)
    #expect(intent.toppings == nil)
    #expect(intent.storeLocation == nil)
    #expect(intent.deliveryLocation == nil)
  }

  @Test func noParameterHasARequestValueDialog() {
    let parameters = IntentReflection.parameters(of: OrderSoup())

    #expect(parameters.allSatisfy { $0.parameter.descriptor.requestValueDialog == nil })
  }

  @Test func storeLocationOptionsAreTheStores() async throws {
    let stores = try await OrderSoup.CLPlacemarkOptionsProvider().results()

    #expect(stores.map(\.name) == ["Ferry Building", "Civic Center"])
  }

  @Test func errorsExplainThemselves() {
    #expect(
      OrderSoupError.notEnoughInStock(7).localizedStringResource.defaultValue
        == "You asked for 7 soup, but we don't have that many in stock.")
    #expect(
      OrderSoupError.notOnTheMenu("Gazpacho").localizedStringResource.defaultValue
        == "Sorry, Gazpacho is not on the menu.")
  }

  @Test func orderDetailsShowTotalAndWait() {
    let details = OrderDetailsAppEntity()
    #expect(details.displayRepresentation.title.defaultValue == "No order")

    details.total = IntentCurrencyAmount(amount: 7.5, currencyCode: "USD")
    details.estimatedTime = DateComponents(minute: 10)

    #expect(
      details.displayRepresentation.title.defaultValue == "Order of $7.50, ready in 10 minutes")
    #expect(OrderDetailsAppEntity.typeDisplayRepresentation.name.defaultValue == "Order Details")
  }
}
