#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Changes the size of the order in progress, and its total: what the snippet's buttons run.
public struct ChangeOrderSize: AppIntent {
  public static let title: LocalizedStringResource = "Change the Order's Size"
  public static let isDiscoverable = false

  @Parameter(title: "Size")
  public var size: DrinkSize

  @Dependency private var orderBook: OrderBook

  public init() {}

  init(size: DrinkSize) {
    self.size = size
  }

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard var order = try orderBook.current(),
      let drink = Menu.drinks.first(where: { $0.name == order.drink })
    else {
      return .result(dialog: "You have no order in progress.")
    }
    order.size = size.rawValue
    order.total = Menu.price(drink.price + size.surcharge)
    try orderBook.restore(order)
    return .result(dialog: "It's a \(size.rawValue) \(order.drink) now, \(order.total).")
  }
}
