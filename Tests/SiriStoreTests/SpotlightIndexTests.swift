import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
@_spi(SiriSim) import SiriStore
import Testing

/// The store's Spotlight: a real FTS5 index in SQLite.
@Suite struct SpotlightIndexTests {
  static func trail(_ id: String, _ title: String, _ subtitle: String, priority: Int = 0)
    -> SpotlightEntry
  {
    SpotlightEntry(
      identifier: "TrailEntity/\(id)", title: title, subtitle: subtitle,
      attributes: ["keywords": "hiking"],
      entity: SpotlightEntry.Entity(type: "TrailEntity", identifier: id), priority: priority)
  }

  static func store() throws -> SiriStore {
    let store = try SiriStore(location: .memory)
    try store.sink(for: "Trails").index([
      trail("1", "Coastal Bluffs Trail", "Big Sur"),
      trail("2", "Mountain Loop", "Coastal range views"),
      trail("3", "Redwood Grove", "Shady and flat"),
    ])
    return store
  }

  @Test func aWordFindsTheItemsItBeginsAWordOfTitleFirst() throws {
    let hits = try Self.store().search("coast", limit: 10)
    #expect(hits.map(\.title) == ["Coastal Bluffs Trail", "Mountain Loop"])
    #expect(hits.first?.entityType == "TrailEntity")
    #expect(hits.first?.entityIdentifier == "1")
  }

  @Test func everyWordMustMatchAndATypoIsForgiven() throws {
    let store = try Self.store()
    #expect(try store.search("redwod grove", limit: 10).map(\.title) == ["Redwood Grove"])
    #expect(try store.search("redwood desert", limit: 10).isEmpty)
    #expect(try store.search("HIKING", limit: 10).count == 3)
  }

  @Test func indexingAgainReplacesAndDeletingRemoves() throws {
    let store = try Self.store()
    let trails = store.sink(for: "Trails")
    try trails.index([Self.trail("3", "Redwood Canyon", "Shady")])
    #expect(try store.search("grove", limit: 10).isEmpty)
    #expect(try store.search("canyon", limit: 10).map(\.title) == ["Redwood Canyon"])
    try trails.delete(.entities(type: "TrailEntity", identifiers: ["3"]))
    #expect(try store.search("redwood", limit: 10).isEmpty)
    #expect(try store.count() == 2)
    // Another app's items are its own.
    try store.sink(for: "Other").delete(.all)
    #expect(try store.count() == 2)
  }

  @Test func priorityBreaksTiesAndHiddenItemsAreNeverFound() throws {
    let store = try SiriStore(location: .memory)
    var hidden = Self.trail("9", "Secret Loop", "Closed")
    hidden.isHidden = true
    try store.sink(for: "Trails").index([
      Self.trail("1", "Lake Loop", "Flat", priority: 0),
      Self.trail("2", "Lake Loop", "Flat", priority: 10),
      hidden,
    ])
    #expect(try store.search("lake", limit: 10).map(\.entityIdentifier) == ["2", "1"])
    #expect(try store.search("secret", limit: 10).isEmpty)
  }

  @Test func punctuationAndQuotesInAQueryAreOnlyWords() throws {
    let store = try Self.store()
    #expect(try store.search("\"coastal\" (bluffs*", limit: 10).count == 1)
    #expect(try store.search("***", limit: 10).isEmpty)
  }

  @Test func aWordInMoreItemsThanAreRankedListsTitleMatchesInIndexOrder() throws {
    let store = try SiriStore(location: .memory)
    let described = (0..<600).map { Self.trail("d\($0)", "Path \($0)", "along the river") }
    let titled = (0..<600).map { Self.trail("t\($0)", "The Trail \($0)", "a path") }
    // bm25 would put this one first for its priority; over 1,000 matches nothing is ranked.
    let favorite = Self.trail("fav", "The Trail Favorite", "a path", priority: 100)
    try store.sink(for: "Trails").index(described + titled + [favorite])

    let hits = try store.search("the", limit: 10)

    #expect(hits.count == 10)
    #expect(hits.map(\.entityIdentifier) == (0..<10).map { "t\($0)" })
    // Fewer matches are ranked: the favorite's priority wins.
    #expect(try store.search("trail favorite", limit: 1).first?.entityIdentifier == "fav")
    #expect(try store.search("river", limit: 3).count == 3)
  }
}
