import OpenAppIntents

/// The snippet shown before the order is placed.
struct OrderPreviewView: View {
  let order: Order

  var body: some View {
    VStack(alignment: .leading) {
      Text(order.menuItem.localizedName).font(.headline)
      Text(
        "\(order.quantity) @ $\(IntentCurrencyAmount(amount: order.menuItem.price, currencyCode: "USD").amountText)"
      )
      if !order.menuItemToppings.isEmpty {
        Text(order.sortedToppings.map(\.rawValue).joined(separator: ", "))
          .foregroundStyle(.secondary)
      }
      Text(order.fulfillmentDescription)
      Divider()
      HStack {
        Text("Total:")
        Spacer()
        Text("$\(IntentCurrencyAmount(amount: order.total, currencyCode: "USD").amountText)").bold()
      }
    }
  }
}

extension IntentCurrencyAmount {
  /// The amount with two decimals and no symbol.
  var amountText: String { String(description.drop { !$0.isNumber && $0 != "-" }) }
}
