import ConversationRuntime
import Testing
import Trails

/// A value's description (an enum case's subtitle) names it whole or by two of its words at
/// least: one word of it is no name of the value, and may be as near another value's.
@Suite struct DescriptionWordTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(apps: [TrailsApp.manifest()])
  }

  @Test func oneWordOfADescriptionPicksNoValue() async {
    // "walk" is a word of Hiking's "A lengthy outdoor walk" and of Snowshoeing's "Walking in
    // the snow": never Hiking.
    let best = await Self.runtime().matches(for: "Track my walk in Trails").first
    #expect(best?.slots["workoutStyle"]?.candidateIDs != ["hiking"])
  }

  @Test func twoWordsOfADescriptionStillNameTheValue() async throws {
    let runtime = await Self.runtime()
    let ride = try #require(runtime.matches(for: "Record a mountain bike ride with Trails").first)
    #expect(ride.slots["workoutStyle"]?.candidateIDs == ["biking"])
    let snow = try #require(
      runtime.matches(for: "Start tracking my snowshoe walk with Trails").first)
    #expect(snow.slots["workoutStyle"]?.candidateIDs == ["snowshoeing"])
  }
}
