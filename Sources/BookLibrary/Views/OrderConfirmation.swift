import OpenAppIntents

/// The snippet BuyBook shows once the order is placed: the session's `OrderConfirmation`.
struct OrderConfirmation: View {
  let order: OrderEntity

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: "checkmark.circle.fill")
        Text("Order Placed").bold()
      }
      Text("\(order.count) × \(order.book.title)")
    }
  }
}
