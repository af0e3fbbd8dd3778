#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Orders a drink for pickup: Siri asks which drink when the name fits several, asks the size
/// when none was said, asks which café, and shows the order before placing it.
public struct OrderDrink: AppIntent {
  public static let title: LocalizedStringResource = "Order a Drink"
  public static let description = IntentDescription("Order a drink for pickup at a café.")

  @Parameter(title: "Drink", requestValueDialog: "What would you like to drink?")
  public var drink: DrinkEntity

  @Parameter(title: "Size", requestValueDialog: "Which size would you like?")
  public var size: DrinkSize

  @Parameter(title: "Café")
  public var cafe: CafeEntity?

  @Dependency private var orderBook: OrderBook

  public static var parameterSummary: some ParameterSummary {
    Summary("Order a \(\.$size) \(\.$drink) from \(\.$cafe)")
  }

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let cafe: CafeEntity
    if let chosen = self.cafe {
      cafe = chosen
    } else {
      cafe = try await $cafe.requestDisambiguation(
        among: CafeEntity.all, dialog: "Which café should make it?")
    }
    let total = Menu.price(drink.price + size.surcharge)

    try await requestConfirmation(
      result: .result(
        dialog: "A \(size.rawValue) \(drink.name) from \(cafe.name) is \(total). Order it?",
        view: OrderView(drink: drink.name, size: size.rawValue, cafe: cafe.name, total: total)),
      confirmationActionName: .order)

    let order = try orderBook.place(
      drink: drink.name, size: size.rawValue, cafe: cafe.name, total: total)
    return .result(
      dialog:
        "Order \(order.number) is in: your \(drink.name) will be ready at \(cafe.name) in 5 minutes.",
      view: OrderView(order))
  }
}

/// Siri predicts a drink the person orders often, shown with the drink's name.
extension OrderDrink: PredictableIntent {
  public static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: \.$drink) { drink in
      DisplayRepresentation(title: "Order a \(drink.name)", subtitle: "\(drink.detail)")
    }
  }
}
