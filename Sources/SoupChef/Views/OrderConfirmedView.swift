import OpenAppIntents

/// The snippet shown once the order is placed.
struct OrderConfirmedView: View {
  let order: Order
  let waitTime: String?

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: "checkmark.circle.fill")
        Text("Order Confirmed").bold()
      }
      Text("\(order.quantity) \(order.menuItem.localizedName)")
      if let waitTime {
        HStack {
          Image(systemName: "clock")
          Text(waitTime)
        }
      }
      Text(order.fulfillmentDescription).foregroundStyle(.secondary)
    }
  }
}
