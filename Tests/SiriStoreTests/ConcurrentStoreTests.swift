import ConversationRuntime
import Foundation
import Locking
import OpenAppIntents
import SiriStore
import SoupChef
import Testing

/// Two SiriSims on one store: two `SiriStore`s on one file (two pools, as two processes have),
/// and two real `sirisim` processes. Neither loses what the other writes.
@Suite struct ConcurrentStoreTests {
  /// Runs `body(0)` … `body(count - 1)` on threads of their own, started together; returns
  /// what they threw.
  static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void)
    -> [String]
  {
    let failures = Locked<[String]>([])
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
      group.enter()
      Thread.detachNewThread {
        start.wait()
        do {
          try body(index)
        } catch {
          failures.withLock { $0.append("thread \(index): \(error)") }
        }
        group.leave()
      }
    }
    for _ in 0..<count { start.signal() }
    guard group.wait(timeout: .now() + 120) == .success else {
      return ["the threads did not finish within 120 s"]
    }
    return failures.withLock { $0 }
  }

  @Test func twoStoresOnOneFileDonatingAtOnceKeepEveryDonation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let stores = [try SiriStore(location: .file(url)), try SiriStore(location: .file(url))]
    let perStore = 200
    let made = (0..<2).map { store in
      (0..<perStore).map { index in
        StoreFixture.donation(
          app: "App \(store)", parameters: [SavedParameter(name: "n", value: "\(index)")],
          minutes: Double(index))
      }
    }

    let failures = Self.onThreads(2) { index in
      for donation in made[index] { try stores[index].donate(donation) }
    }

    #expect(failures == [])
    let reopened = try SiriStore(location: .file(url))
    let stored = try reopened.donations(matching: DonationFilter())
    #expect(stored.count == 2 * perStore)
    #expect(Set(stored) == Set(made.joined()))
    for index in 0..<2 {
      #expect(
        try stores[1 - index].donations(matching: DonationFilter(app: "App \(index)"))
          == made[index])
    }
    #expect(try reopened.integrityCheck() == ["ok"])
  }

  @Test func twoStoresUpdatingOneListAtOnceLoseNoElement() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let appData = [
      try SiriStore(location: .file(url)).appData(for: "Soup Chef"),
      try SiriStore(location: .file(url)).appData(for: "Soup Chef"),
    ]
    let perStore = 200

    let failures = Self.onThreads(2) { index in
      for step in 0..<perStore {
        try appData[index].update([String].self, forKey: "list") {
          ($0 ?? []) + ["\(index)-\(step)"]
        }
      }
    }

    #expect(failures == [])
    let list = try #require(
      try SiriStore(location: .file(url)).appData(for: "Soup Chef")
        .value([String].self, forKey: "list"))
    #expect(list.count == 2 * perStore)
    for index in 0..<2 {
      // Each writer's elements are all there, in the order it added them.
      #expect(list.filter { $0.hasPrefix("\(index)-") } == (0..<perStore).map { "\(index)-\($0)" })
    }
  }

  @Test func twoSoupChefsOnOneStorePlacingOrdersAtOnceKeepEveryOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    // Each "process" has its own environment, seeded alike: their identifiers collide.
    let managers = try (0..<2).map { _ in
      SoupOrderDataManager(
        environment: .fixed(now: StoreFixture.now),
        appData: try SiriStore(location: .file(url)).appData(for: SoupChefApp.bundleIdentifier))
    }
    let perManager = 50
    let tomato = try #require(SoupMenuManager().findItem(by: "tomatoSoup"))

    let failures = Self.onThreads(2) { index in
      for _ in 0..<perManager {
        try managers[index].placeOrder(
          order: Order(quantity: 1, menuItem: tomato, menuItemToppings: []))
      }
    }

    #expect(failures == [])
    let history = SoupOrderDataManager(
      environment: StoreFixture.environment,
      appData: try SiriStore(location: .file(url)).appData(for: SoupChefApp.bundleIdentifier))
    #expect(history.loadProblem == nil)
    #expect(history.orderHistory.count == 2 * perManager)
    #expect(Set(history.orderHistory.map(\.identifier)).count == 2 * perManager)
  }

  @Test func twoStoresOpeningANewFileAtOnceBothOpenIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The first run of two SiriSims at once: each sees an empty file and makes the schema.
    for attempt in 0..<40 {
      let url = folder.file("sirisim-\(attempt).sqlite")
      let stores = Locked<[SiriStore]>([])

      let failures = Self.onThreads(2) { _ in
        let store = try SiriStore(location: .file(url))
        stores.withLock { $0.append(store) }
      }

      #expect(failures == [], "attempt \(attempt)")
      for store in stores.withLock({ $0 }) {
        try store.donate(StoreFixture.donation())
      }
      #expect(
        try SiriStore(location: .file(url)).donations(matching: DonationFilter()).count
          == stores.withLock { $0.count })
      guard failures.isEmpty else { return }
    }
  }

  @Test func twoSirisimProcessesOnOneStoreOrderingAtOnceKeepEveryOrderAndDonation() async throws {
    try await orderInTwoProcesses(storeMadeFirst: true)
  }

  @Test func twoSirisimProcessesStartingOnANewStoreKeepEveryOrderAndDonation() async throws {
    try await orderInTwoProcesses(storeMadeFirst: false)
  }

  /// Two `sirisim converse` placing 10 orders each on one store at once.
  func orderInTwoProcesses(storeMadeFirst: Bool) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    if storeMadeFirst { _ = try SiriStore(location: .file(url)) }
    let rounds = 10
    let processes = try (0..<2).map { _ in try SiriSimProcess(converseArguments(store: url)) }
    for process in processes {
      try process.send(String(repeating: soupOrderRound, count: rounds))
      process.closeInput()
    }
    for process in processes {
      try await process.waitForExit()
    }

    for process in processes {
      #expect(process.exitStatus == 0, "sirisim failed: \(process.standardError)")
      #expect(process.standardOutput.components(separatedBy: orderPlacedMarker).count - 1 == rounds)
      #expect(process.standardError == "")
    }
    let store = try SiriStore(location: .file(url))
    #expect(try store.integrityCheck() == ["ok"])
    let donations = try store.donations(matching: DonationFilter(intent: "OrderSoup"))
    #expect(donations.count == 2 * rounds)
    #expect(donations.allSatisfy { $0.outcome == .completed })
    let history = SoupOrderDataManager(
      environment: StoreFixture.environment,
      appData: store.appData(for: SoupChefApp.bundleIdentifier))
    #expect(history.loadProblem == nil)
    #expect(history.orderHistory.count == 2 * rounds)
    #expect(Set(history.orderHistory.map(\.identifier)).count == 2 * rounds)
  }
}
