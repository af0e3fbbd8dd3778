import ConversationRuntime
import Foundation
import SiriStore
import SoupChef
import Testing

/// A real `sirisim converse` killed with SIGKILL in the middle of ordering soup: the store it
/// leaves is sound, holds every order it confirmed, and at most the order in flight lacks its
/// donation. The next `sirisim` goes on with it.
@Suite(.serialized) struct KillNineTests {
  @Test(arguments: [1, 4, 9])
  func ordersConfirmedBeforeAKillNineSurviveIt(confirmations: Int) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let sirisim = try SiriSimProcess(converseArguments(store: url))
    // A few rounds more than the kill waits for, so that it lands while sirisim is ordering;
    // standard input stays open, so sirisim never ends on its own.
    let rounds = confirmations + 3
    try sirisim.send(String(repeating: soupOrderRound, count: rounds))

    let seen: Int
    do {
      seen = try await sirisim.waitForOutput(orderPlacedMarker, count: confirmations)
    } catch {
      sirisim.killNine()
      try? await sirisim.waitForExit()
      throw error
    }
    sirisim.killNine()
    try await sirisim.waitForExit()

    #expect(sirisim.wasKilled, "sirisim ended before the kill: \(sirisim.standardError)")
    #expect(sirisim.standardError == "")
    let store = try SiriStore(location: .file(url))
    #expect(try store.integrityCheck() == ["ok"])
    let history = SoupOrderDataManager(
      environment: StoreFixture.environment,
      appData: store.appData(for: SoupChefApp.bundleIdentifier))
    #expect(history.loadProblem == nil)
    let orders = history.orderHistory.count
    let donations = try store.donations(matching: DonationFilter(intent: "OrderSoup"))
    #expect(orders >= seen, "\(orders) orders stored, \(seen) confirmed")
    #expect(orders <= rounds)
    #expect(donations.count >= seen - 1, "\(donations.count) donations, \(seen) confirmed")
    #expect(donations.count <= orders)
    // Orders are placed one at a time: only the one in flight can lack its donation.
    #expect(orders - donations.count <= 1, "\(orders) orders, \(donations.count) donations")
    #expect(
      donations.allSatisfy {
        $0.outcome == .completed && $0.parameters.contains(StoreFixture.tomatoSoup)
      })
    #expect(Set(history.orderHistory.map(\.identifier)).count == orders)

    // The next sirisim opens the store as it was left and orders once more.
    let next = try SiriSimProcess(converseArguments(store: url))
    try next.send(soupOrderRound)
    next.closeInput()
    try await next.waitForExit()
    #expect(next.exitStatus == 0, "The next sirisim failed: \(next.standardError)")
    #expect(next.standardError == "")
    let after = try SiriStore(location: .file(url))
    let ordersAfter = SoupOrderDataManager(
      environment: StoreFixture.environment,
      appData: after.appData(for: SoupChefApp.bundleIdentifier)
    ).orderHistory.count
    #expect(ordersAfter == orders + 1)
    #expect(
      try after.donations(matching: DonationFilter(intent: "OrderSoup")).count
        == donations.count + 1)
    #expect(try after.integrityCheck() == ["ok"])
  }
}
