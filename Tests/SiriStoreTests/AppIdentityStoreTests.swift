import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore
import SoupChef
import Testing

/// Two apps of one name, as two executables sharing a store may have.
private enum OtherSoupChef: SimulatedApp {
  static let displayName = "Soup Chef"
  static var shortcutsProvider: any AppShortcutsProvider.Type { SoupChefApp.shortcutsProvider }
}

/// Each app's data is kept under its identity (its bundle identifier), so that apps sharing a
/// store never mix their data; data an earlier SiriSim kept under a display name is kept too.
@Suite struct AppIdentityStoreTests {
  @Test func anAppsDataIsKeptUnderItsBundleIdentifier() throws {
    let store = try SiriStore(location: .memory)
    let manifest = SoupChefApp.makeManifest(environment: StoreFixture.environment, memory: store)
    let appData = try #require(manifest.dependencies.resolve(AppDataStore.self))
    try appData.set(3, forKey: "visits")

    #expect(SoupChefApp.bundleIdentifier == "SoupChef.SoupChefApp")
    #expect(try store.appData(for: "SoupChef.SoupChefApp").value(Int.self, forKey: "visits") == 3)
    #expect(try store.appData(for: "Soup Chef").value(Int.self, forKey: "visits") == nil)
  }

  @Test func twoAppsOfOneNameKeepTheirOwnData() throws {
    let store = try SiriStore(location: .memory)
    let ours = store.appData(for: SoupChefApp.bundleIdentifier, formerlyNamed: "Soup Chef")
    let theirs = store.appData(for: OtherSoupChef.bundleIdentifier, formerlyNamed: "Soup Chef")
    try ours.set("ours", forKey: "owner")
    try theirs.set("theirs", forKey: "owner")

    #expect(OtherSoupChef.bundleIdentifier != SoupChefApp.bundleIdentifier)
    #expect(try ours.value(String.self, forKey: "owner") == "ours")
    #expect(try theirs.value(String.self, forKey: "owner") == "theirs")
  }

  @Test func dataKeptUnderTheDisplayNameMovesToTheAppsIdentity() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    // As SiriSim kept it before apps had identities: a value and a list, by display name.
    let before = try SiriStore(location: .file(url)).appData(for: "Soup Chef")
    try before.set(["Tomato Soup"], forKey: "favorites")
    try before.append(String.self, toListForKey: "log", after: 0, keepingNewest: 10) { _ in "first"
    }

    let store = try SiriStore(location: .file(url))
    let moved = store.appData(for: SoupChefApp.bundleIdentifier, formerlyNamed: "Soup Chef")

    #expect(try moved.value([String].self, forKey: "favorites") == ["Tomato Soup"])
    let log = try moved.list(String.self, forKey: "log", newest: 10).elements
    #expect(log.map { try? $0.result.get() } == ["first"])
    #expect(try store.appData(for: "Soup Chef").value([String].self, forKey: "favorites") == nil)
    // Once the identity has data, another app of that name starts empty.
    let other = store.appData(for: OtherSoupChef.bundleIdentifier, formerlyNamed: "Soup Chef")
    #expect(try other.value([String].self, forKey: "favorites") == nil)
  }
}
