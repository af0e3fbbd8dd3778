import BookLibrary
import ConversationRuntime
import SoupChef
import Testing
import Trails

/// Matcher v4 on a value's word that speech recognition wrote as two words, sometimes with a
/// spurious "and".
@Suite struct MatcherV4SpeechSplitTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(apps: [
      SoupChefApp.manifest(), TrailsApp.manifest(), BookLibraryApp.manifest(),
    ])
  }

  /// The title of one entity value, or nil.
  static func title(_ value: InterpretedValue?) -> String? {
    if case .entity(_, let title)? = value { return title }
    return nil
  }

  @Test func aTitleWordHeardAsTwoWordsFindsTheBook() async throws {
    let runtime = await Self.runtime()
    let heard = [
      "open frank and stein in book library": "Frankenstein",
      "open wither ring heights in book library": "Wuthering Heights",
    ]
    for (utterance, book) in heard {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OpenBook", "\(utterance)")
      #expect(Self.title(best.parameters["book"]) == book, "\(utterance)")
    }
  }

  @Test func anAndBetweenTitleWordsStaysAWordOfTheTitle() async throws {
    let runtime = await Self.runtime()
    let best = try #require(
      await runtime.interpret("open pride and prejudice in book library").first)
    #expect(Self.title(best.parameters["book"]) == "Pride and Prejudice")
  }
}
