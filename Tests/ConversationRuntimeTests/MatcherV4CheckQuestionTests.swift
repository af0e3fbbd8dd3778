import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on questions of a trail's state said loosely: asked to be checked ("check
/// whether …"), "what's the situation on …", or what is going on there.
@Suite struct MatcherV4CheckQuestionTests {
  @Test func askingToCheckATrailsStateGetsItsConditions() async throws {
    let runtime = await BundledApps.runtime()
    let asked = [
      "Can you check whether Mount Tallac Trail is icy": "Mount Tallac Trail",
      "Check if Vernal Falls Trail is open with Trails": "Vernal Falls Trail",
      "What's the situation on Skyline Trail today": "Skyline Trail",
      // What happens there, and how things are: "happen" and WordNet's words for it.
      "What's going on at Mount Tallac Trail in Trails": "Mount Tallac Trail",
      "What is happening on Vernal Falls Trail this morning": "Vernal Falls Trail",
      "How are things at Half Dome Trail in Trails?": "Half Dome Trail",
      // A question inside a sentence: "how", the thing, then its auxiliary and a verb under way.
      "Trails, any word on how Thunder Mountain Trail is holding up?": "Thunder Mountain Trail",
      "Let's see how Pillar Point Bluff Trail is doing in Trails": "Pillar Point Bluff Trail",
    ]
    for (utterance, trail) in asked {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "GetTrailInfo", "\(utterance)")
      #expect(best.parameters["trail"]?.entityTitle == trail, "\(utterance)")
    }
  }

  @Test func askingToCheckWhatNoResultSaysIsRefused() async {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "What's the rating of Half Dome Trail in Trails?", "Check if Soup Chef is open",
      "Can you check whether Dune is in stock in Book Library",
      "check if I can buy a day pass in Trails",
      "Tell me how far Pillar Point Bluff Trail is with Trails",
      // A sentence that ends at "how" (it crashed the embedded question's reading).
      "Trails, let's see how",
    ] {
      #expect(await runtime.interpret(utterance).isEmpty, "\(utterance)")
    }
  }

  @Test func aVerbUnderWayThatIsNoHappeningIsRefused() async {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "What's playing at Mount Tallac Trail in Trails",
      "What's selling at Half Dome Trail in Trails",
    ] {
      #expect(await runtime.interpret(utterance).isEmpty, "\(utterance)")
    }
  }
}
