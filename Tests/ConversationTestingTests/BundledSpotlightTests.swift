import BookLibrary
import ConversationTesting
import SiriStore
import Testing
import Trails

/// The bundled apps index at launch as Apple's samples do: a fresh store finds their trails
/// and books before any intent ran.
@Suite struct BundledSpotlightTests {
  @Test func aFreshStoreFindsHalfDomeAndOpensItsTrail() async throws {
    let c = try await Conversation(
      apps: [TrailsApp.self], memory: try SiriStore(location: .memory))
    try await c.spotlight("half dome")
    #expect(c.prompt == .choice(["Half Dome Trail — Trails"]))
    try await c.choose(row: 1)
    guard case .completed(let completion) = c.outcome else {
      Issue.record("the trail should open: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "OpenTrail")
  }

  @Test func aTrailIsFoundByItsRegionAndItsActivities() async throws {
    let c = try await Conversation(
      apps: [TrailsApp.self], memory: try SiriStore(location: .memory))
    try await c.spotlight("yosemite")
    guard case .choice(let yosemite) = c.prompt else {
      Issue.record("expected results, got \(String(describing: c.prompt))")
      return
    }
    #expect(yosemite.contains("Half Dome Trail — Trails"))
    try await c.cancel()
  }

  @Test func aFreshStoreFindsABookOnTheShelves() async throws {
    let c = try await Conversation(
      apps: [BookLibraryApp.self], memory: try SiriStore(location: .memory))
    try await c.spotlight("moby dick")
    guard case .choice(let books) = c.prompt else {
      Issue.record("expected results, got \(String(describing: c.prompt))")
      return
    }
    #expect(books.first?.hasPrefix("Moby-Dick") == true)
    try await c.cancel()
  }
}
