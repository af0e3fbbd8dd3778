#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Cancels the order in progress, after asking: cancelling is destructive, keeping it is not.
/// Cancelling can be undone (`UndoableIntent`): the order comes back.
public struct CancelOrder: UndoableIntent {
  public static let title: LocalizedStringResource = "Cancel an Order"

  @Dependency private var orderBook: OrderBook

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let order = try orderBook.current() else {
      return .result(dialog: "You have no order in progress.")
    }
    let cancel = Option(title: "Cancel Order \(order.number)", style: .destructive)
    let keep = Option(title: "Keep It", style: .cancel)
    let choice = try await requestChoice(
      between: [cancel, keep],
      dialog: "Your \(order.drink) is being made at \(order.cafe). Cancel it?",
      view: OrderView(order))
    guard choice == cancel else {
      return .result(dialog: "OK, your \(order.drink) is still on its way.")
    }
    try orderBook.cancelCurrent()
    await undoManager?.registerUndo(withTarget: orderBook) { orderBook in
      try? orderBook.restore(order)
    }
    await undoManager?.setActionName("Cancel Order \(order.number)")
    return .result(dialog: "Order \(order.number) is cancelled.")
  }
}
