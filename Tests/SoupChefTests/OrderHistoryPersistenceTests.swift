import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import SoupChef
import Testing

/// The order history kept in the app's `AppDataStore`: what one run ordered, the next run
/// remembers; what cannot be read or written is said, never lost or crashed on.
@Suite struct OrderHistoryPersistenceTests {
  static let now = TestClock.epoch

  /// A storage that reads but refuses every write, like a store on a full or read-only disk.
  final class ReadOnlyStorage: AppDataStorage {
    struct WriteRefused: Error, CustomStringConvertible {
      var description: String { "the disk is read-only" }
    }

    func data(forKey key: String) throws -> Data? { nil }

    func setData(_ data: Data?, forKey key: String) throws {
      throw WriteRefused()
    }
  }

  func menuItem(_ id: MenuItem.Identifier) throws -> MenuItem {
    try #require(SoupMenuManager().findItem(by: id.rawValue))
  }

  /// A manager as one run of SiriSim makes it: a fresh seeded environment over the store.
  func run(over storage: InMemoryAppDataStorage) -> SoupOrderDataManager {
    SoupOrderDataManager(
      environment: .fixed(now: Self.now), appData: AppDataStore(storage: storage))
  }

  @Test func orderPlacedInOneRunIsInTheNextRunsHistory() throws {
    let storage = InMemoryAppDataStorage()
    let firstRun = run(over: storage)
    let pickup = try firstRun.placeOrder(
      order: Order(
        quantity: 2, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [.cheese, .croutons],
        orderType: .pickup, storeLocation: Order.storeLocations[1]))
    let delivery = try firstRun.placeOrder(
      order: Order(
        quantity: 1, menuItem: try menuItem(.manhattanClamChowder), menuItemToppings: [],
        orderType: .delivery,
        deliveryLocation: CLPlacemark(
          location: nil, name: "1 Main Street",
          postalAddress: CNPostalAddress(street: "1 Main Street", city: "San Francisco"))))

    let nextRun = run(over: storage)

    #expect(nextRun.orderHistory == [delivery, pickup])
    #expect(nextRun.orderHistory.first?.deliveryLocation?.postalAddress?.city == "San Francisco")
    #expect(nextRun.orderHistory.last?.storeLocation?.name == "Civic Center")
    #expect(nextRun.orderHistory.last?.total == Decimal(string: "5.90"))
    #expect(nextRun.loadProblem == nil)
  }

  @Test func theNextRunsOrderGoesBeforeTheEarlierOnes() throws {
    let storage = InMemoryAppDataStorage()
    let first = try run(over: storage).placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: []))

    let second = try run(over: storage).placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.chickenNoodleSoup), menuItemToppings: []))

    #expect(run(over: storage).orderHistory == [second, first])
  }

  @Test func theNextRunGivesItsOrderAnIdentifierNoEarlierOrderHas() throws {
    // Each run's seeded identifiers start over, so the second run's first identifier is the
    // first run's.
    let storage = InMemoryAppDataStorage()
    let item = try menuItem(.tomatoSoup)
    let first = try run(over: storage).placeOrder(
      order: Order(quantity: 1, menuItem: item, menuItemToppings: []))

    let second = try run(over: storage).placeOrder(
      order: Order(quantity: 1, menuItem: item, menuItemToppings: []))

    #expect(first.identifier != nil)
    #expect(second.identifier != first.identifier)
  }

  @Test func aHistoryThatIsNotJSONIsReportedKeptAndNotWrittenOver() throws {
    let storage = InMemoryAppDataStorage()
    let corrupt = Data("{not json".utf8)
    try storage.setData(corrupt, forKey: SoupOrderDataManager.historyKey)

    let manager = run(over: storage)

    #expect(manager.orderHistory.isEmpty)
    let problem = try #require(manager.loadProblem)
    #expect(problem.hasPrefix("The stored order history can't be read: "))
    #expect(problem.contains("“orderHistory”"))
    let order = Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [])
    #expect(throws: OrderHistoryError.historyUnreadable(problem)) {
      try manager.placeOrder(order: order)
    }
    #expect(manager.orderHistory.isEmpty)
    #expect(try storage.data(forKey: SoupOrderDataManager.historyKey) == corrupt)
  }

  @Test func aHistoryThatIsNotAListSaysSo() throws {
    let storage = InMemoryAppDataStorage()
    try storage.setData(Data(#"{"orders": 3}"#.utf8), forKey: SoupOrderDataManager.historyKey)

    let manager = run(over: storage)

    #expect(manager.orderHistory.isEmpty)
    #expect(
      manager.loadProblem?.hasPrefix("The stored order history is not a list of orders: ") == true)
  }

  @Test func anUnreadableOrderIsLeftOutAndNamedAndTheOthersRead() throws {
    let storage = InMemoryAppDataStorage()
    let placed = try run(over: storage).placeOrder(
      order: Order(quantity: 3, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [.cheese]))
    // The history as an earlier version stored it, with a second record whose soup is no
    // longer on the menu.
    let stored = try #require(
      try storage.listData(forKey: SoupOrderDataManager.historyKey, newest: 10).elements.first)
    var record = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
    let oldStorage = InMemoryAppDataStorage()
    var gone = record
    gone["menuItem"] = "pumpkinSoup"
    record["identifier"] = UUID().uuidString
    let edited = try JSONSerialization.data(withJSONObject: [record, gone])
    try oldStorage.setData(edited, forKey: SoupOrderDataManager.historyKey)

    let manager = run(over: oldStorage)

    #expect(manager.orderHistory.map(\.menuItem) == [placed.menuItem])
    #expect(
      manager.loadProblem
        == "1 of the 2 orders in the stored history can't be read (order 2: the soup "
        + "“pumpkinSoup” is not on the menu).")
    #expect(throws: OrderHistoryError.self) {
      try manager.placeOrder(order: placed)
    }
    #expect(try oldStorage.data(forKey: SoupOrderDataManager.historyKey) == edited)
  }

  @Test func theHistoryKeepsTheNewestOrdersNewestFirst() throws {
    let storage = InMemoryAppDataStorage()
    let manager = run(over: storage)
    let limit = SoupOrderDataManager.historyLimit
    #expect(limit == 1_000)
    var placed: [Order] = []
    for quantity in 1...(limit + 200) {
      placed.append(
        try manager.placeOrder(
          order: Order(
            quantity: quantity, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [])))
    }

    let newest = Array(placed.suffix(limit).reversed())
    #expect(manager.orderHistory == newest)
    #expect(run(over: storage).orderHistory == newest)
    let stored = try storage.listData(forKey: SoupOrderDataManager.historyKey, newest: 2 * limit)
    #expect(stored.elements.count == limit)
  }

  @Test func anEarlierVersionsLongHistoryIsReadNewestFirstAndLeftOnceTheListIsFull() throws {
    // An earlier version kept every order in one value, newest first: 1,200 of them.
    let storage = InMemoryAppDataStorage()
    let limit = SoupOrderDataManager.historyLimit
    let records = (1...(limit + 200)).reversed().map { quantity in
      #"{"identifier":"\#(UUID().uuidString)","menuItem":"tomatoSoup","orderType":"pickup","quantity":\#(quantity),"toppings":[]}"#
    }
    let old = Data(("[" + records.joined(separator: ",") + "]").utf8)
    try storage.setData(old, forKey: SoupOrderDataManager.historyKey)

    let manager = run(over: storage)

    #expect(manager.loadProblem == nil)
    #expect(manager.orderHistory.map(\.quantity) == Array((201...(limit + 200)).reversed()))
    let item = try menuItem(.chickenNoodleSoup)
    let first = try manager.placeOrder(
      order: Order(quantity: 1, menuItem: item, menuItemToppings: []))
    #expect(manager.orderHistory.count == limit)
    #expect(manager.orderHistory.first == first)
    let reread = run(over: storage).orderHistory
    #expect(reread.first == first)
    #expect(reread.count == limit)
    #expect(reread.last?.quantity == 202)
    #expect(try storage.data(forKey: SoupOrderDataManager.historyKey) == old)
    for _ in 2...limit {
      try manager.placeOrder(order: Order(quantity: 1, menuItem: item, menuItemToppings: []))
    }
    // The list alone is full: the old value's orders are all past the limit.
    #expect(try storage.data(forKey: SoupOrderDataManager.historyKey) == nil)
    #expect(run(over: storage).orderHistory.allSatisfy { $0.menuItem == item })
  }

  @Test func anOrderThatCannotBeSavedIsNotPlacedAndSaysWhy() throws {
    let manager = SoupOrderDataManager(
      environment: .fixed(now: Self.now), appData: AppDataStore(storage: ReadOnlyStorage()))
    let order = Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: [])

    let error = #expect(throws: OrderHistoryError.self) {
      try manager.placeOrder(order: order)
    }

    #expect(error == .notSaved("the disk is read-only"))
    #expect(
      error?.localizedStringResource.defaultValue
        == "Sorry, your order wasn't placed: Soup Chef couldn't save it (the disk is read-only).")
    #expect(manager.orderHistory.isEmpty)
  }

  @Test func withoutAStoreEachManagerStartsEmpty() throws {
    let first = SoupOrderDataManager(environment: .fixed(now: Self.now))
    try first.placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: []))

    let second = SoupOrderDataManager(environment: .fixed(now: Self.now))

    #expect(first.orderHistory.count == 1)
    #expect(second.orderHistory.isEmpty)
  }

  @Test func theManifestKeepsItsOrdersInTheAppDataItWasGiven() async throws {
    let storage = InMemoryAppDataStorage()
    let appData = AppDataStore(storage: storage)
    try run(over: storage).placeOrder(
      order: Order(quantity: 1, menuItem: try menuItem(.tomatoSoup), menuItemToppings: []))

    let manifest = SoupChefApp.makeManifest(environment: .fixed(now: Self.now), appData: appData)

    #expect(await manifest.currentScreen() == "Order History (1 order)")
    #expect(manifest.dependencies.resolve(AppDataStore.self) != nil)
    let orders = try #require(manifest.dependencies.resolve(SoupOrderDataManager.self))
    #expect(orders.orderHistory.count == 1)
  }
}
