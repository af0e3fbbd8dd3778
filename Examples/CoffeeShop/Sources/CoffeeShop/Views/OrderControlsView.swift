// The interactive snippet: SwiftUI with App Intents' buttons on a device, SiriSim's text
// rendering of the same views on Linux.
#if canImport(SwiftUI)
  import AppIntents
  import SwiftUI
#else
  import OpenAppIntents
#endif

/// The order in progress with two buttons that change its size; each runs ``ChangeOrderSize``,
/// and the snippet is drawn again with the new size and total.
struct OrderControlsView: View {
  let order: PlacedOrder

  var body: some View {
    VStack(alignment: .leading) {
      OrderView(order)
      HStack {
        Button(intent: ChangeOrderSize(size: .small)) { Text("Make It Small") }
        Button(intent: ChangeOrderSize(size: .large)) { Text("Make It Large") }
      }
    }
  }
}
