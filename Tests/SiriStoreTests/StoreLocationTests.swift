import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore
import Testing

/// Where the store lives: in memory for a session, or in a SQLite file (WAL) that the next run
/// opens again with everything it remembered.
@Suite struct StoreLocationTests {
  @Test func aMemoryStoreRemembersWithinTheSessionAndIsNotShared() throws {
    let store = try SiriStore(location: .memory)
    let donation = StoreFixture.donation()
    try store.donate(donation)
    try store.appData(for: "Soup Chef").set(["Tomato Soup"], forKey: "favorites")

    #expect(try store.donations(matching: DonationFilter()) == [donation])
    #expect(
      try store.appData(for: "Soup Chef").value([String].self, forKey: "favorites")
        == ["Tomato Soup"])
    let other = try SiriStore(location: .memory)
    #expect(try other.donations(matching: DonationFilter()).isEmpty)
    #expect(try other.appData(for: "Soup Chef").value([String].self, forKey: "favorites") == nil)
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test func aFileStoreIsInWALMode() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SiriStore(location: .file(folder.file("sirisim.sqlite")))

    #expect(try store.journalMode() == "wal")
    #expect(try store.integrityCheck() == ["ok"])
    #expect(store.location.description == folder.file("sirisim.sqlite").path)
  }

  @Test func theStoresMissingFoldersAreMade() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("share/sirisim/deeper/sirisim.sqlite")
    #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))

    let store = try SiriStore(location: .file(url))
    try store.donate(StoreFixture.donation())

    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(try store.donations(matching: DonationFilter()).count == 1)
  }

  /// A dangling symlink is where the store goes, as every path SiriSim writes treats one: its
  /// target is made, private, and the link stays a link (it was refused as "permission denied").
  @Test func aStoreAtADanglingSymlinkMakesItsTarget() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let link = folder.file("sirisim.sqlite")
    let target = folder.url.appendingPathComponent("elsewhere/kept.sqlite")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "elsewhere/kept.sqlite")

    do {
      let store = try SiriStore(location: .file(link))
      try store.donate(StoreFixture.donation())
    }

    let reopened = try SiriStore(location: .file(link))
    #expect(try reopened.donations(matching: DonationFilter()).count == 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        == "elsewhere/kept.sqlite")
  }

  @Test func aReopenedFileStoreRemembersDonationsShortcutsAndAppData() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let donations = [
      StoreFixture.donation(minutes: 0),
      StoreFixture.donation(
        app: "Trails", intent: "BuyDayPass", title: "Buy Day Pass", parameters: [], minutes: 5),
    ]
    let shortcut = StoreFixture.shortcut("Soup time")
    do {
      let store = try SiriStore(location: .file(url))
      for donation in donations { try store.donate(donation) }
      try store.saveVoiceShortcut(shortcut)
      let soupChef = store.appData(for: "Soup Chef")
      try soupChef.set(["Tomato Soup"], forKey: "favorites")
      try soupChef.update([String].self, forKey: "favorites") { ($0 ?? []) + ["Clam Chowder"] }
      try store.appData(for: "Trails").set(3, forKey: "favorites")
    }

    let reopened = try SiriStore(location: .file(url))

    #expect(try reopened.donations(matching: DonationFilter()) == donations)
    #expect(try reopened.voiceShortcuts() == [shortcut])
    let soupChef = reopened.appData(for: "Soup Chef")
    #expect(
      try soupChef.value([String].self, forKey: "favorites") == ["Tomato Soup", "Clam Chowder"])
    // Each app has its own keys: Trails' "favorites" is not Soup Chef's.
    #expect(try reopened.appData(for: "Trails").value(Int.self, forKey: "favorites") == 3)
    #expect(try reopened.appData(for: "Book Library").value(Int.self, forKey: "favorites") == nil)
    #expect(try reopened.integrityCheck() == ["ok"])
    #expect(try reopened.journalMode() == "wal")
  }

  @Test func appDataValuesCanBeReplacedAndRemoved() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let appData = try SiriStore(location: .file(url)).appData(for: "Soup Chef")
    try appData.set("first", forKey: "note")
    try appData.set("second", forKey: "note")
    let updated = try appData.update(Int.self, forKey: "count") { ($0 ?? 40) + 2 }
    try appData.removeValue(forKey: "note")

    let reopened = try SiriStore(location: .file(url)).appData(for: "Soup Chef")
    #expect(updated == 42)
    #expect(try reopened.value(Int.self, forKey: "count") == 42)
    #expect(try reopened.value(String.self, forKey: "note") == nil)
  }

  @Test func aStoredValueOfAnotherTypeIsAnErrorNamingTheKey() throws {
    let appData = try SiriStore(location: .memory).appData(for: "Soup Chef")
    try appData.set("not a number", forKey: "count")

    let error = #expect(throws: AppDataStoreError.self) {
      try appData.update(Int.self, forKey: "count") { ($0 ?? 0) + 1 }
    }

    #expect(error?.key == "count")
    #expect(try appData.value(String.self, forKey: "count") == "not a number")
  }

  /// An error of the app's own, thrown while it updates a value.
  struct OutOfSoup: Error, Equatable {}

  @Test func anErrorThrownWhileUpdatingAValueIsTheOneThrownAndNothingIsStored() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let appData = try SiriStore(location: .file(folder.file("sirisim.sqlite")))
      .appData(for: "Soup Chef")
    try appData.set(["Tomato Soup"], forKey: "orders")

    #expect(throws: OutOfSoup()) {
      try appData.update([String].self, forKey: "orders") { _ in throw OutOfSoup() }
    }

    #expect(try appData.value([String].self, forKey: "orders") == ["Tomato Soup"])
  }

  @Test func theStoreOptionNamesMemoryOrAFile() {
    #expect(StoreLocation(option: ":memory:") == .memory)
    #expect(StoreLocation(option: "/tmp/a.sqlite") == .file(URL(fileURLWithPath: "/tmp/a.sqlite")))
    // `~` is read from the environment given, so the test holds whoever runs it, whatever HOME.
    #expect(
      StoreLocation(option: "~/a.sqlite", environment: ["HOME": "/home/someone"]).description
        == "/home/someone/a.sqlite")
  }

  /// `~` is `$HOME`, as for the default location, not the password database's home.
  @Test func aTildeInTheStoreOptionIsHome() {
    let environment = ["HOME": "/tmp/h2"]
    #expect(
      StoreLocation(option: "~/s.sqlite", environment: environment).description
        == "/tmp/h2/s.sqlite")
    #expect(StoreLocation(option: "~", environment: environment).description == "/tmp/h2")
    #expect(
      StoreLocation(option: "~/a/b.sqlite", environment: ["HOME": "/tmp/h2/"]).description
        == "/tmp/h2/a/b.sqlite")
    #expect(
      StoreLocation(option: "/x/~/s.sqlite", environment: environment).description
        == "/x/~/s.sqlite")
    #expect(
      StoreLocation.expandingTilde(in: "~/legacy.json", environment: environment)
        == "/tmp/h2/legacy.json")
  }

  @Test func theDefaultStoreIsUnderXDGDataHomeElseHome() {
    #expect(
      StoreLocation.defaultLocation(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])
        .description == "/data/sirisim/sirisim.sqlite")
    #expect(
      StoreLocation.defaultLocation(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/me"])
        .description == "/home/me/.local/share/sirisim/sirisim.sqlite")
    #expect(
      StoreLocation.defaultLocation(environment: ["HOME": "/home/me"]).description
        == "/home/me/.local/share/sirisim/sirisim.sqlite")
  }
}
