import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
@_spi(SiriSim) import SiriStore
import Testing

/// `SiriStore.reset`: what `sirisim reset` removes from a real store file, and how much.
@Suite struct StoreResetTests {
  /// A store file holding Soup Chef's and Trails' donations, a shortcut each, data (a value and
  /// a list for Soup Chef, a value for Trails) and a Spotlight item of Trails.
  struct Filled {
    let folder: TemporaryFolder
    let store: SiriStore

    init() throws {
      folder = try TemporaryFolder()
      store = try SiriStore(location: .file(folder.file("sirisim.sqlite")))
      try store.donate(StoreFixture.donation(minutes: 0))
      try store.donate(StoreFixture.donation(minutes: 1))
      try store.donate(
        StoreFixture.donation(
          app: "Trails", intent: "BuyDayPass", title: "Buy Day Pass", parameters: [], minutes: 2))
      try store.saveVoiceShortcut(StoreFixture.shortcut("Soup time"))
      var trailsShortcut = StoreFixture.shortcut("Trail time")
      trailsShortcut.app = "Trails"
      try store.saveVoiceShortcut(trailsShortcut)
      let soup = store.appData(for: "SoupChef.SoupChefApp")
      try soup.set(["Tomato Soup"], forKey: "favorites")
      for order in ["first", "second"] {
        try soup.append(String.self, toListForKey: "orders", after: 0, keepingNewest: 10) { _ in
          order
        }
      }
      try store.appData(for: "Trails.TrailsApp").set("ada", forKey: "signedInUser")
      try store.sink(for: "Trails").index([
        SpotlightEntry(
          identifier: "TrailEntity/1", title: "Coastal Loop", subtitle: "Ferry Point",
          attributes: [:], entity: SpotlightEntry.Entity(type: "TrailEntity", identifier: "1"))
      ])
    }

    /// How many donations, shortcuts and Spotlight items the store holds.
    func counts() throws -> [Int] {
      [
        try store.donations(matching: DonationFilter()).count, try store.voiceShortcuts().count,
        try store.count(),
      ]
    }
  }

  @Test func everythingRemovesEveryRowAndCountsThem() throws {
    let filled = try Filled()
    defer { filled.folder.remove() }

    let counts = try filled.store.reset(.everything)

    #expect(counts.donations == 3)
    #expect(counts.shortcuts == 2)
    #expect(counts.appDataValues == 3)
    #expect(counts.spotlightItems == 1)
    #expect(try filled.counts() == [0, 0, 0])
    #expect(try filled.store.search("coastal", limit: 5).isEmpty)
    #expect(
      try filled.store.appData(for: "SoupChef.SoupChefApp").value(
        [String].self, forKey: "favorites")
        == nil)
    // The store is still one SiriSim opens and writes.
    let reopened = try SiriStore(location: .file(filled.folder.file("sirisim.sqlite")))
    try reopened.donate(StoreFixture.donation())
    #expect(try reopened.donations(matching: DonationFilter()).count == 1)
  }

  @Test func donationsAloneLeaveShortcutsAndData() throws {
    let filled = try Filled()
    defer { filled.folder.remove() }

    let counts = try filled.store.reset(
      StoreReset(donations: true, shortcuts: false, appData: false))

    #expect(counts.donations == 3)
    #expect(counts.shortcuts == 0 && counts.appDataValues == 0)
    #expect(try filled.counts() == [0, 2, 1])
  }

  @Test func shortcutsAloneLeaveDonations() throws {
    let filled = try Filled()
    defer { filled.folder.remove() }

    let counts = try filled.store.reset(
      StoreReset(donations: false, shortcuts: true, appData: false))

    #expect(counts.shortcuts == 2)
    #expect(try filled.counts() == [3, 0, 1])
  }

  @Test func oneAppByItsNamesLeavesTheOthers() throws {
    let filled = try Filled()
    defer { filled.folder.remove() }

    let counts = try filled.store.reset(
      StoreReset(
        donations: true, shortcuts: true, appData: true, app: ["Trails", "Trails.TrailsApp"]))

    #expect(counts.donations == 1)
    #expect(counts.shortcuts == 1)
    #expect(counts.appDataValues == 1)
    #expect(counts.spotlightItems == 1)
    #expect(try filled.counts() == [2, 1, 0])
    #expect(
      try filled.store.appData(for: "Trails.TrailsApp").value(String.self, forKey: "signedInUser")
        == nil)
    let soup = filled.store.appData(for: "SoupChef.SoupChefApp")
    #expect(try soup.value([String].self, forKey: "favorites") == ["Tomato Soup"])
    #expect(try soup.list(String.self, forKey: "orders", newest: 10).elements.count == 2)
  }

  @Test func resettingAnEmptyStoreRemovesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SiriStore(location: .file(folder.file("sirisim.sqlite")))

    #expect(try store.reset(.everything).isEmpty)
  }
}
