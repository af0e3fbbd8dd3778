import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef

/// A runtime with the real Soup Chef app, its clock stopped so every run reads the same.
struct SoupChefFixture {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)
  static let environment = IntentEnvironment.fixed(now: now)

  let runtime: ConversationRuntime
  let orders: SoupOrderDataManager

  static func make(voiceOnly: Bool = false, maxAttempts: Int = 5) async -> SoupChefFixture {
    let orders = SoupOrderDataManager(environment: environment)
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: environment, orders: orders)],
      options: ConversationRuntime.Options(
        voiceOnly: voiceOnly, environment: environment, maxAttempts: maxAttempts))
    return SoupChefFixture(runtime: runtime, orders: orders)
  }

  /// An `OrderSoup` with preset values, as a shortcut action has them.
  static func orderSoup(
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

/// The exact texts Soup Chef and Siri say in these tests.
enum SoupChefText {
  static let whichSoup = "Which soup?"
  static let whichStore = "Which store location?"
  static let deliveryPrompt = "Where would you like your order delivered?"
  static let cancelled = "Cancelled."
  static let orderCancelled = "OK, Order Cancelled"
  static let clamChowderTotal = "Your total is $3.75. ready to order?"
  static let clamChowderSuccess =
    "Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes."
  static let gaveUp =
    "Sorry, I still didn't get that, so I've stopped. Try again when you're ready."
  static let clamChowders = ["Manhattan Clam Chowder", "New England Clam Chowder"]
  static let stores = ["Ferry Building", "Civic Center"]
}
