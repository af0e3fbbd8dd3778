import OpenAppIntents

/// Orders copies of a book after a confirmation with the order's preview: the session's
/// `BuyBook`.
public struct BuyBook: AppIntent {
  @Parameter(title: "Book")
  public var book: BookEntity

  @Parameter(title: "Count")
  public var count: Int

  public static let title: LocalizedStringResource = "Buy Book"

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity>
    & ProvidesDialog & ShowsSnippetView
  {
    let order = OrderEntity(book: book, count: count)
    // The session's `requestConfirmation(output:)` is the shipping `requestConfirmation(result:)`.
    try await requestConfirmation(
      result: .result(value: order, dialog: "Are you ready to order?") {
        OrderPreview(order: order)
      },
      confirmationActionName: .order)

    return .result(value: order, dialog: "Thank you for your order!") {
      OrderConfirmation(order: order)
    }
  }
}
