#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Draws the order in progress with its size buttons (an interactive snippet): the system runs
/// it again after each button, so it only reads the order.
public struct OrderSnippetIntent: SnippetIntent {
  public static let title: LocalizedStringResource = "Order Snippet"

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ShowsSnippetView {
    guard let order = try orderBook.current() else {
      return .result(view: Text("No order in progress."))
    }
    return .result(view: OrderControlsView(order: order))
  }
}
