#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Orders the drink of a receipt again, at its café, and returns the new order's receipt: a
/// Shortcuts action, with no phrase (a person doesn't say a receipt).
public struct OrderAgain: AppIntent {
  public static let title: LocalizedStringResource = "Order Again"
  public static let description = IntentDescription("Order the same drink again.")

  @Parameter(title: "Receipt")
  public var receipt: OrderReceipt

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<OrderReceipt>
    & ProvidesDialog
  {
    guard let drink = receipt.drink else {
      return .result(value: receipt, dialog: "That receipt has no drink to order.")
    }
    let total = Menu.price(drink.price + receipt.size.surcharge)
    let order = try orderBook.place(
      drink: drink.name, size: receipt.size.rawValue, cafe: receipt.cafe, total: total)
    return .result(
      value: OrderReceipt(
        drink: drink, size: receipt.size, cafe: receipt.cafe, number: order.number),
      dialog:
        "Order \(order.number) is in: your \(drink.name) will be ready at \(receipt.cafe) in 5 minutes."
    )
  }
}
