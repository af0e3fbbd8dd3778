import Foundation
import OpenAppIntents

/// Orders a soup: Apple's `OrderSoup` App Intent, migrated from the SiriKit `OrderSoupIntent`.
public struct OrderSoup: AppIntent, CustomIntentMigratedAppIntent {
  public static let intentClassName = "OrderSoupIntent"

  public static let title: LocalizedStringResource = "Order Soup"
  public static let description = IntentDescription("Order a soup")

  @Parameter(title: "Soup")
  public var soup: SoupAppEntity

  // Apple's sample declares no range, so any number, even -5, was ordered; SiriSim's port
  // allows 1 to 99 soups, and Siri asks again for a number outside that.
  @Parameter(title: "Quantity", default: 1, controlStyle: .stepper, inclusiveRange: (1, 99))
  public var quantity: Int?

  @Parameter(title: "Toppings")
  public var toppings: [ToppingAppEntity]?

  @Parameter(title: "Order Type", default: .pickup)
  public var orderType: OrderTypeAppEnum?

  @Parameter(title: "Delivery Location")
  public var deliveryLocation: CLPlacemark?

  @Parameter(title: "Store Location", optionsProvider: CLPlacemarkOptionsProvider())
  public var storeLocation: CLPlacemark?

  @Dependency private var soupOrderManager: SoupOrderDataManager

  /// The stores a pickup order can come from.
  public struct CLPlacemarkOptionsProvider: DynamicOptionsProvider {
    public init() {}
    public func results() async throws -> [CLPlacemark] {
      Order.storeLocations
    }
  }

  public static var parameterSummary: some ParameterSummary {
    Switch(\.$orderType) {
      Case(.delivery) {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType) to \(\.$deliveryLocation)") {
          \.$toppings
        }
      }
      Case(.pickup) {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType) from \(\.$storeLocation)") {
          \.$toppings
        }
      }
      DefaultCase {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType)") {
          \.$toppings
        }
      }
    }
  }

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView
    & ReturnsValue<OrderDetailsAppEntity>
  {
    let soupMenuManager = SoupMenuManager()
    // Apple's sample searches only regular items and daily specials and then reads
    // `menuItem[0]` unchecked, so the secret item (found by the query's string search) would
    // crash it. SiriSim's port searches the secret item too and guards an empty result.
    let menuItem = soupMenuManager.findItems(
      exactlyMatching: [.available, .regularItem], [.available, .dailySpecialItem],
      [.available, .secretItem], searchTerm: soup.displayString)
    guard let item = menuItem.first else {
      throw OrderSoupError.notOnTheMenu(soup.displayString)
    }

    let quantity = self.quantity ?? 0
    if quantity > 5 {
      let confirmed = try await $quantity.requestConfirmation(
        for: quantity, dialog: .quantityParameterConfirmation(quantity: quantity))
      if !confirmed {
        return .result(value: OrderDetailsAppEntity(), dialog: .responseCancel())
      }
    }

    if quantity > item.itemsInStock {
      let errorPrompt = OrderSoupError.notEnoughInStock(quantity).localizedStringResource
      return .result(value: OrderDetailsAppEntity(), dialog: IntentDialog(errorPrompt))
    }

    if orderType == .pickup && storeLocation == nil {
      storeLocation = try await $storeLocation.requestDisambiguation(among: Order.storeLocations)
    }

    if orderType == .delivery && deliveryLocation == nil {
      throw $deliveryLocation.needsValueError(.deliveryLocationParameterPrompt)
    }

    let order = Order(from: self, menuItem: item)
    let waitTime = DateComponents(minute: 10)
    let total = IntentCurrencyAmount(amount: order.total, currencyCode: "USD")

    try await requestConfirmation(
      result: .result(
        value: OrderDetailsAppEntity(), dialog: .orderConfirmation(total: total),
        view: OrderPreviewView(order: order)),
      confirmationActionName: .order,
      showPrompt: false)

    // Apple's `placeOrder` cannot fail; SiriSim's stores the history, which can.
    try soupOrderManager.placeOrder(order: order)

    let orderDetails = OrderDetailsAppEntity()
    orderDetails.estimatedTime = waitTime
    orderDetails.total = total

    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .full
    guard let formattedWaitTime = formatter.string(from: waitTime) else {
      return .result(
        value: orderDetails,
        dialog: .responseSuccessReadySoon(total: total, soup: soup),
        view: OrderConfirmedView(order: order, waitTime: nil))
    }
    return .result(
      value: orderDetails,
      dialog: .responseSuccess(total: total, soup: soup, waitTime: formattedWaitTime),
      view: OrderConfirmedView(order: order, waitTime: formattedWaitTime))
  }
}

/// Why a soup order cannot be placed.
public enum OrderSoupError: Error, CustomLocalizedStringResourceConvertible {
  case notEnoughInStock(Int)
  case notOnTheMenu(String)

  public var localizedStringResource: LocalizedStringResource {
    switch self {
    case .notEnoughInStock(let quantity):
      return "You asked for \(quantity) soup, but we don't have that many in stock."
    case .notOnTheMenu(let soup):
      return "Sorry, \(soup) is not on the menu."
    }
  }
}

extension Order {
  /// An order for what the intent asks, with the quantity defaulting to one.
  init(from intent: OrderSoup, menuItem: MenuItem) {
    let toppings = (intent.toppings ?? []).compactMap { Order.MenuItemTopping(rawValue: $0.id) }
    self.init(
      quantity: intent.quantity ?? 1, menuItem: menuItem, menuItemToppings: Set(toppings),
      orderType: intent.orderType == .delivery ? .delivery : .pickup,
      storeLocation: intent.storeLocation, deliveryLocation: intent.deliveryLocation)
  }
}

extension IntentDialog {
  fileprivate static var deliveryLocationParameterPrompt: Self {
    "Where would you like your order delivered?"
  }
  fileprivate static func quantityParameterConfirmation(quantity: Int) -> Self {
    "Just to confirm, you would like to order \(quantity) soups?"
  }
  fileprivate static func storeLocationParameterConfirmation(storeLocation: CLPlacemark) -> Self {
    "Just to confirm, you wanted ‘\(storeLocation)’?"
  }
  fileprivate static func orderConfirmation(total: IntentCurrencyAmount) -> Self {
    "Your total is \(total). ready to order?"
  }
  fileprivate static func responseSuccess(
    total: IntentCurrencyAmount, soup: SoupAppEntity, waitTime: String
  ) -> Self {
    "Your total is \(total). Your \(soup) order will be ready in \(waitTime)."
  }
  fileprivate static func responseFailureOutOfStock(soup: SoupAppEntity) -> Self {
    "Sorry, \(soup) is out of stock."
  }
  fileprivate static func responseSuccessReadySoon(total: IntentCurrencyAmount, soup: SoupAppEntity)
    -> Self
  {
    "Your total is \(total). Your \(soup) order will be ready soon."
  }
  fileprivate static func responseCancel() -> Self {
    "OK, Order Cancelled"
  }
}
