import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on discourse fillers and vague head nouns around a request that fits.
@Suite struct MatcherV4FillerTests {
  @Test func discourseFillersAndAVagueNounCostLittle() async throws {
    let runtime = await BundledApps.runtime()
    let said = [
      "okay so like open my favorite trails thing": "OpenFavorites",
      "basically just show my Read shelf stuff in Book Library": "OpenShelf",
      "okay so like start a workout thing in Trails": "StartTrailActivity",
    ]
    for (utterance, intent) in said {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == intent, "\(utterance)")
    }
  }

  @Test func aVagueNounAloneNamesNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Open the thing in Book Library").isEmpty)
    #expect(await runtime.interpret("um so basically the weather thing").isEmpty)
  }
}
