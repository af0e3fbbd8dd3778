import Foundation
import OpenAppIntents
import SiriStore
import SoupChef
import Testing

/// Soup Chef's order history in SiriSim's store: one row an order, the newest
/// `InputLimits.maxOrderHistory` kept.
@Suite struct OrderHistoryStoreTests {
  /// What the test reads of a stored order.
  struct StoredQuantity: Decodable, Sendable, Equatable {
    var quantity: Int
  }

  func manager(over store: SiriStore) -> SoupOrderDataManager {
    SoupOrderDataManager(
      environment: StoreFixture.environment,
      appData: store.appData(for: SoupChefApp.bundleIdentifier))
  }

  @Test func twelveHundredOrdersLeaveTheNewestThousandNewestFirst() throws {
    let store = try SiriStore(location: .memory)
    let orders = manager(over: store)
    let tomato = try #require(SoupMenuManager().findItem(by: "tomatoSoup"))
    let limit = SoupOrderDataManager.historyLimit
    #expect(limit == 1_000)
    var placed: [Order] = []
    for quantity in 1...1_200 {
      placed.append(
        try orders.placeOrder(
          order: Order(quantity: quantity, menuItem: tomato, menuItemToppings: [])))
    }

    let newest = Array(placed.suffix(limit).reversed())
    #expect(orders.orderHistory == newest)
    let nextRun = manager(over: store)
    #expect(nextRun.loadProblem == nil)
    #expect(nextRun.orderHistory == newest)
    #expect(nextRun.orderHistory.first?.quantity == 1_200)
    #expect(nextRun.orderHistory.last?.quantity == 201)
    // One row an order, and no whole-history value rewritten on each order.
    let appData = store.appData(for: SoupChefApp.bundleIdentifier)
    let rows = try appData.list(
      StoredQuantity.self, forKey: SoupOrderDataManager.historyKey, newest: 2 * limit)
    #expect(rows.elements.count == limit)
    #expect(try rows.elements.first?.result.get() == StoredQuantity(quantity: 1_200))
    #expect(rows.end == 1_200)
    #expect(try appData.value([String].self, forKey: SoupOrderDataManager.historyKey) == nil)
  }

  @Test func aListAddedToByTwoStoresGivesEachTheOthersElements() throws {
    let store = try SiriStore(location: .memory)
    let first = store.appData(for: "Soup Chef")
    let second = store.appData(for: "Soup Chef")
    let one = try first.append(String.self, toListForKey: "log", after: 0, keepingNewest: 3) {
      added in
      #expect(added.isEmpty)
      return "a"
    }
    let two = try second.append(String.self, toListForKey: "log", after: 0, keepingNewest: 3) {
      added in
      #expect(added.map { try? $0.result.get() } == ["a"])
      return "b"
    }
    try first.append(String.self, toListForKey: "log", after: one.position, keepingNewest: 3) {
      added in
      #expect(added.map { try? $0.result.get() } == ["b"])
      return "c"
    }
    try first.append(String.self, toListForKey: "log", after: two.position + 1, keepingNewest: 3) {
      _ in "d"
    }
    let list = try first.list(String.self, forKey: "log", newest: 10)
    #expect(list.elements.map { try? $0.result.get() } == ["d", "c", "b"])
    #expect(list.end == 4)
    // Another app's list of the same name is its own.
    #expect(try store.appData(for: "Trails").list(String.self, forKey: "log", newest: 10).end == 0)
  }
}
