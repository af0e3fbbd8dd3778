import ConversationRuntime
import Foundation
import SiriStore
import Testing

/// Donations in the store: found by app, intent, entity, identifier and time, oldest first;
/// deleted as Apple's `deleteDonations(matching:)` does; capped at ``SiriStore/donationLimit``.
@Suite struct DonationStoreTests {
  /// Soup at noon, Clam Chowder at 12:05, a Trails day pass at 12:10 and a failed soup order at
  /// 12:15, donated out of order.
  struct Donated {
    let store: SiriStore
    let tomato = StoreFixture.donation(minutes: 0)
    let chowder = StoreFixture.donation(
      parameters: [StoreFixture.clamChowder, StoreFixture.ferryBuilding], minutes: 5)
    let dayPass = StoreFixture.donation(
      app: "Trails", intent: "BuyDayPass", title: "Buy Day Pass", parameters: [], minutes: 10)
    let failed = StoreFixture.donation(minutes: 15, outcome: .failed)

    init() throws {
      store = try SiriStore(location: .memory)
      for donation in [failed, chowder, tomato, dayPass] { try store.donate(donation) }
    }

    var all: [IntentDonation] { [tomato, chowder, dayPass, failed] }
  }

  @Test func donationsComeBackOldestFirstWithTheirValues() throws {
    let donated = try Donated()

    let stored = try donated.store.donations(matching: DonationFilter())

    #expect(stored == donated.all)
    #expect(stored.map(\.outcome) == [.completed, .completed, .completed, .failed])
    #expect(stored.first?.parameters.first?.entities == ["SoupAppEntity/tomatoSoup"])
  }

  @Test func donationsAtTheSameMomentKeepTheOrderTheyWereMadeIn() throws {
    let store = try SiriStore(location: .memory)
    let made = (0..<5).map { _ in StoreFixture.donation(minutes: 1) }
    for donation in made { try store.donate(donation) }

    #expect(try store.donations(matching: DonationFilter()).map(\.id) == made.map(\.id))
  }

  @Test func filtersFindDonationsByAppIntentEntityIdentifierAndTime() throws {
    let donated = try Donated()
    let store = donated.store

    #expect(try store.donations(matching: DonationFilter(app: "Trails")) == [donated.dayPass])
    #expect(
      try store.donations(matching: DonationFilter(intent: "OrderSoup"))
        == [donated.tomato, donated.chowder, donated.failed])
    #expect(
      try store.donations(matching: DonationFilter(entity: "SoupAppEntity/tomatoSoup"))
        == [donated.tomato, donated.failed])
    #expect(
      try store.donations(
        matching: DonationFilter(identifiers: [donated.dayPass.id, donated.tomato.id]))
        == [donated.tomato, donated.dayPass])
    #expect(
      try store.donations(matching: DonationFilter(before: donated.dayPass.date))
        == [donated.tomato, donated.chowder])
    #expect(
      try store.donations(
        matching: DonationFilter(
          app: "Soup Chef", entity: "SoupAppEntity/tomatoSoup",
          before: StoreFixture.now.addingTimeInterval(60))) == [donated.tomato])
    #expect(try store.donations(matching: DonationFilter(app: "Book Library")).isEmpty)
    #expect(try store.donations(matching: DonationFilter(identifiers: [])).isEmpty)
  }

  @Test func deletingByEntityForgetsThoseDonationsAndReturnsTheirIdentifiers() throws {
    let donated = try Donated()

    let deleted = try donated.store.deleteDonations(
      matching: DonationFilter(entity: "SoupAppEntity/tomatoSoup"))

    #expect(deleted == [donated.tomato.id, donated.failed.id])
    #expect(
      try donated.store.donations(matching: DonationFilter())
        == [donated.chowder, donated.dayPass])
  }

  @Test func deletingByIdentifierAndAppForgetsOnlyThose() throws {
    let donated = try Donated()
    let store = donated.store

    #expect(
      try store.deleteDonations(matching: DonationFilter(identifiers: [donated.chowder.id])) == [
        donated.chowder.id
      ])
    #expect(
      try store.deleteDonations(matching: DonationFilter(app: "Trails")) == [donated.dayPass.id])
    #expect(try store.donations(matching: DonationFilter()) == [donated.tomato, donated.failed])
  }

  @Test func deletingWhatNothingMatchesReturnsNoIdentifiers() throws {
    let donated = try Donated()

    #expect(try donated.store.deleteDonations(matching: DonationFilter(app: "Book Library")) == [])
    #expect(try donated.store.donations(matching: DonationFilter()) == donated.all)
  }

  @Test func deletingEverythingLeavesNoDonations() throws {
    let donated = try Donated()

    let deleted = try donated.store.deleteDonations(matching: DonationFilter())

    #expect(deleted == donated.all.map(\.id))
    #expect(try donated.store.donations(matching: DonationFilter()).isEmpty)
  }

  @Test func aDonationWhoseIdentifierIsStoredAlreadyIsRefused() throws {
    let donated = try Donated()
    var copy = donated.chowder
    copy.intentTitle = "Something Else"

    let error = #expect(throws: StoreError.self) { try donated.store.donate(copy) }

    guard case .sqlite(let path, let message) = error else {
      Issue.record("Expected a SQLite error, got \(String(describing: error))")
      return
    }
    #expect(path == ":memory:")
    #expect(message.contains("UNIQUE"))
    #expect(try donated.store.donations(matching: DonationFilter()) == donated.all)
  }

  @Test func onlyTheNewestDonationsAreKeptBeyondTheLimit() throws {
    let store = try SiriStore(location: .memory)
    let extra = 50
    let limit = SiriStore.donationLimit
    // The newest are not the last donated: a donation's date decides, not when it came.
    var made: [IntentDonation] = []
    made.reserveCapacity(limit + extra)
    for index in 0..<(limit + extra) {
      made.append(StoreFixture.donation(parameters: [], minutes: Double(index)))
    }
    let started = Date()
    for donation in made.reversed() { try store.donate(donation) }
    let elapsed = Date().timeIntervalSince(started)

    let kept = try store.donations(matching: DonationFilter())

    #expect(kept.count == limit)
    // The oldest donations (the last ones given) were forgotten as soon as they came.
    #expect(kept.map(\.id) == made.suffix(limit).map(\.id))
    #expect(elapsed < 30, "Donating \(limit + extra) took \(elapsed) s")
  }
}
