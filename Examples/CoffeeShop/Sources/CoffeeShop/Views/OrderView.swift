// The snippet: SwiftUI on a device, SiriSim's text rendering of the same views on Linux.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import OpenAppIntents
#endif

/// An order, before it is placed (no number) and after.
struct OrderView: View {
  let drink: String
  let size: String
  let cafe: String
  let total: String
  var number: Int? = nil

  /// A placed order.
  init(_ order: PlacedOrder) {
    self.init(
      drink: order.drink, size: order.size, cafe: order.cafe, total: order.total,
      number: order.number)
  }

  init(drink: String, size: String, cafe: String, total: String, number: Int? = nil) {
    self.drink = drink
    self.size = size
    self.cafe = cafe
    self.total = total
    self.number = number
  }

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: number == nil ? "cup.and.saucer" : "checkmark.circle.fill")
        Text(number.map { "Order \($0)" } ?? "Your order").bold()
      }
      Text("\(size.capitalized) \(drink)")
      Text("Pickup at \(cafe)").foregroundStyle(.secondary)
      Divider()
      HStack {
        Text("Total:")
        Spacer()
        Text(total).bold()
      }
    }
  }
}
