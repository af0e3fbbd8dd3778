import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4: a verb the person said is evidence of what they want. It is the phrase's verb
/// (or its paraphrase), or it keeps the phrase out; a word another phrase of the same app uses
/// is not foreign to this one.
@Suite struct VerbEvidenceTests {
  @Test func anotherPhrasesVerbIsNoFillerForThisOne() async throws {
    let runtime = await BundledApps.runtime()
    let open = try #require(
      await runtime.interpret("Open the book Little Women in Book Library").first)
    #expect(open.intent == "OpenBook")
    let buy = try #require(
      await runtime.interpret("Buy The Left Hand of Darkness in Book Library").first)
    #expect(buy.intent == "BuyBook")
  }

  @Test func anotherPhrasesVerbOutweighsAWantingWord() async throws {
    // "want", "like", "need" are words for getting, so they paraphrase Buy; the verb said
    // after them is what the person wants done.
    let runtime = await BundledApps.runtime()
    for (utterance, intent) in [
      ("I want to open Dune in Book Library", "OpenBook"),
      ("I'd like you to add a book to Book Library", "AddBook"),
      ("I need you to add a book to Book Library", "AddBook"),
      ("I'd love to buy Dune from Book Library", "BuyBook"),
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == intent, "\(utterance)")
    }
  }

  @Test func aWordOfTheAppsOtherPhraseIsNotForeign() async throws {
    let best = try #require(
      await BundledApps.runtime().interpret("Open book Dune in Book Library").first)
    #expect(best.intent == "OpenBook")
  }

  @Test func aVerbNoPhraseHasKeepsEveryPhraseOut() async {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "Translate a workout in Trails", "Hide my Currently Reading shelf in Book Library",
      "Forget a Trails day pass", "Empty my Want to Read shelf in Book Library",
    ] {
      #expect(await runtime.interpret(utterance).isEmpty, "\(utterance)")
    }
  }

  @Test func aVerbTheLexiconKnowsStillParaphrases() async throws {
    let runtime = await BundledApps.runtime()
    let pass = try #require(await runtime.interpret("Purchase a Trails day pass").first)
    #expect(pass.intent == "BuyDayPass")
    let soup = try #require(
      await runtime.interpret("Get me a tomato soup from Soup Chef").first)
    #expect(soup.intent == "OrderSoup")
  }

  @Test func openingTheAppBeforeARequestIsNoClash() async throws {
    let best = try #require(
      await BundledApps.runtime().interpret("Open Book Library and buy Dune").first)
    #expect(best.intent == "BuyBook")
  }

  @Test func explainChargesTheClashingVerb() async {
    let why = await BundledApps.runtime().explain("Translate a workout in Trails")
    #expect(why.candidates.first?.isMatch == false)
    #expect(why.candidates.first?.steps.first { $0.kind == .foreign }?.words == "Translate")
  }

  @Test func aNounOfAnotherKindStandsInForNoPhraseNoun() async {
    // A joke or a story is no trail's conditions, a map no favorite: nothing runs.
    let runtime = await BundledApps.runtime()
    for utterance in [
      "Tell me a joke in Trails", "Show me a map in Trails", "Show me a story in Trails",
    ] {
      #expect(await runtime.interpret(utterance).isEmpty, "\(utterance)")
    }
  }
}
