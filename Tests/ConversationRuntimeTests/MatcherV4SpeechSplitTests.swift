import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on a value's word that speech recognition wrote as two words, sometimes with a
/// spurious "and".
@Suite struct MatcherV4SpeechSplitTests {
  @Test func aTitleWordHeardAsTwoWordsFindsTheBook() async throws {
    let runtime = await BundledApps.runtime()
    let heard = [
      "open frank and stein in book library": "Frankenstein",
      "open wither ring heights in book library": "Wuthering Heights",
    ]
    for (utterance, book) in heard {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OpenBook", "\(utterance)")
      #expect(best.parameters["book"]?.entityTitle == book, "\(utterance)")
    }
  }

  @Test func aNamesMcSaidAsItSoundsIsTheName() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "check conditions on mac way falls trail using trails",
      "trails get mack way falls trail conditions",
      "get conditions on mick way falls trail with trails",
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "GetTrailInfo", "\(utterance)")
      #expect(best.parameters["trail"]?.entityTitle == "McWay Falls Trail", "\(utterance)")
    }
  }

  @Test func anAndBetweenTitleWordsStaysAWordOfTheTitle() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("open pride and prejudice in book library").first)
    #expect(best.parameters["book"]?.entityTitle == "Pride and Prejudice")
  }
}
