import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on a shelf said in words of its own: a passive aspect, or a word that is no
/// shelf's beside the word "shelf".
@Suite struct MatcherV4ShelfWordsTests {
  @Test func aToBeReadPileIsWantToRead() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Show my to-be-read pile in Book Library").first)
    #expect(best.intent == "OpenShelf")
    #expect(best.parameters["shelf"] == .enumCase(rawValue: "wantToRead", title: "Want to Read"))
  }

  @Test func aToBeReadPileSaidByItsInitialsIsWantToRead() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in ["Pull up my TBR shelf from Book Library", "Bring up my TBR in Book Library"] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OpenShelf", "\(utterance)")
      #expect(
        best.parameters["shelf"] == .enumCase(rawValue: "wantToRead", title: "Want to Read"),
        "\(utterance)")
    }
  }

  @Test func aWordBesideShelfNeverOpensABookItIsATypoOf() async {
    let runtime = await BundledApps.runtime()
    let best = await runtime.interpret("Show my done shelf in Book Library").first
    #expect(best?.intent != "OpenBook")
    let book = await runtime.interpret("Open the Dune book in Book Library").first
    #expect(book?.intent == "OpenBook")
  }

  @Test func booksSaidOnlyByAShelfsWordOpenTheShelf() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "Open my completed books in Book Library", "Open the books I've finished in Book Library",
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OpenShelf", "\(utterance)")
      #expect(
        best.parameters["shelf"] == .enumCase(rawValue: "read", title: "Read"), "\(utterance)")
    }
  }

  @Test func booksSaidByWhatOneDoesToThemOpenTheirShelf() async throws {
    let runtime = await BundledApps.runtime()
    let cases: [(String, String, String)] = [
      ("Open everything I've already read in Book Library", "read", "Read"),
      ("Show the books I've already read in Book Library", "read", "Read"),
      ("Pull up everything I've read in Book Library", "read", "Read"),
      (
        "Show me what I'm reading right now in Book Library", "currentlyReading",
        "Currently Reading"
      ),
    ]
    for (utterance, shelf, title) in cases {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OpenShelf", "\(utterance)")
      #expect(best.parameters["shelf"] == .enumCase(rawValue: shelf, title: title), "\(utterance)")
    }
  }

  @Test func partOfAShelfBeforeADocumentNounNamesNoShelf() async {
    let runtime = await BundledApps.runtime()
    // A reading *list* is a list: neither the Currently Reading shelf nor a book to ask for.
    let list = await runtime.interpret("Open my reading list in Book Library").first
    #expect(list?.parameters["shelf"] == nil)
    #expect(list?.intent != "OpenBook")
    // A pile may be the books being read, and "form" is a slip of the phrase's "from".
    let pile = await runtime.interpret("Open my reading pile in Book Library").first
    #expect(pile?.intent == "OpenShelf")
    let slip = await runtime.interpret("Order clam chowder form Soup Chef").first
    #expect(slip?.intent == "OrderSoup")
    #expect(slip?.score ?? 0 > 0.8)
  }

  @Test func theBooksSaidByWhatWasDoneToThemAreNoBookToSearchFor() async {
    // "the books" names no title, and "already" says nothing the request needs.
    let best = await BundledApps.runtime().interpret(
      "Open the books I've already read in Book Library")
    #expect(best.first?.intent != "OpenBook")
    #expect(best.first?.parameters["book"] == nil)
  }
}
