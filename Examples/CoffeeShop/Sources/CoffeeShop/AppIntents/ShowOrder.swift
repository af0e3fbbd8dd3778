#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Shows the order in progress in an interactive snippet whose buttons change its size.
public struct ShowOrder: AppIntent {
  public static let title: LocalizedStringResource = "Show My Order"

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
    guard let order = try orderBook.current() else {
      return .result(dialog: "You have no order in progress.")
    }
    return .result(dialog: "Here's order \(order.number).", snippetIntent: OrderSnippetIntent())
  }
}
