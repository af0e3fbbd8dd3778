import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef

/// A runtime with the real Soup Chef app alone, its clock stopped at ``TestClock/epoch`` so
/// every run reads the same, and its order history at hand.
public struct SoupChefFixture: Sendable {
  package let runtime: ConversationRuntime
  public let orders: SoupOrderDataManager

  /// A fresh runtime over Soup Chef; `memory` remembers what it runs, when given.
  public static func make(
    voiceOnly: Bool = false, maxAttempts: Int = 5, memory: (any SiriMemory)? = nil
  ) async -> SoupChefFixture {
    let environment = TestClock.environment
    let orders = SoupOrderDataManager(environment: environment)
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: environment, orders: orders)],
      options: ConversationRuntime.Options(
        voiceOnly: voiceOnly, environment: environment, maxAttempts: maxAttempts),
      memory: memory)
    return SoupChefFixture(runtime: runtime, orders: orders)
  }

  /// An `OrderSoup` with preset values, as a shortcut action has them.
  public static func orderSoup(
    _ soup: MenuItem.Identifier, quantity: Int? = nil, orderType: OrderTypeAppEnum? = nil
  ) -> OrderSoup {
    let intent = OrderSoup()
    if let item = SoupMenuManager().findItem(by: soup.rawValue) {
      intent.soup = SoupAppEntity(item)
    }
    if let quantity { intent.quantity = quantity }
    if let orderType { intent.orderType = orderType }
    return intent
  }
}
