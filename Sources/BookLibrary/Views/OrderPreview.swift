import OpenAppIntents

/// The snippet BuyBook shows before the order is placed: the session's `OrderPreview`.
struct OrderPreview: View {
  let order: OrderEntity

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: "cart")
        Text("Order").font(.headline)
      }
      Text(order.book.title).bold()
      if !order.book.authorName.isEmpty {
        Text(order.book.authorName).foregroundStyle(.secondary)
      }
      Divider()
      HStack {
        Text("Copies:")
        Spacer()
        Text("\(order.count)")
      }
    }
  }
}
