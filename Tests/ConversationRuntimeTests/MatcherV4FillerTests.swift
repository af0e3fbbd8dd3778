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

  /// A title runs up to the author's cue: a filler word at its end ("Day", a time word) is
  /// the title's, and the title's own cue ("called") is not.
  @Test func aTitleKeepsAFillerWordBeforeTheAuthorsCue() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "Add The Remains of the Day by Kazuo Ishiguro to Book Library",
      "Add a book called The Remains of the Day by Kazuo Ishiguro to Book Library",
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.parameters["title"] == .text("The Remains of the Day"), "\(utterance)")
      #expect(best.parameters["authorName"] == .text("Kazuo Ishiguro"), "\(utterance)")
    }
    let called = try #require(
      await runtime.interpret("Add a book to Book Library called Educated by Tara Westover").first)
    #expect(called.parameters["title"] == .text("Educated"))
  }

  @Test func aVagueNounAloneNamesNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Open the thing in Book Library").isEmpty)
    #expect(await runtime.interpret("um so basically the weather thing").isEmpty)
  }
}
