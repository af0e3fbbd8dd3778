#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Orders a café's special: Siri asks the café first, then offers that café's specials only.
public struct OrderSpecial: AppIntent {
  public static let title: LocalizedStringResource = "Order a Special"
  public static let description = IntentDescription("Order the special of one of the cafés.")

  @Parameter(title: "Café", requestValueDialog: "Which café?")
  public var cafe: CafeEntity

  @Parameter(title: "Special", requestValueDialog: "Which special would you like?")
  public var special: SpecialEntity

  @Dependency private var orderBook: OrderBook

  public static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$special) from \(\.$cafe)")
  }

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let order = try orderBook.place(
      drink: special.name, size: "medium", cafe: cafe.name, total: Menu.price(special.price))
    return .result(
      dialog:
        "Order \(order.number) is in: your \(special.name) will be ready at \(cafe.name) in 5 minutes."
    )
  }
}
