import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// WordNet synonyms and speech homophones over the bundled apps, through the runtime: a closed
/// value said by an activity word, a phrase verb said by its WordNet relative, and numbers said
/// as the words they sound like.
@Suite struct WordNetSynonymRuntimeTests {
  @Test(arguments: [
    ("Start tracking my run with Trails", "jogging"),
    ("Track my horseback ride in Trails", "equestrian"),
    ("track my bike ride in Trails", "biking"),
    ("Track my hike in Trails", "hiking"),
    // Where it goes is no word of what it is.
    ("Track my run around the lake in Trails", "jogging"),
    ("Track my hike through the park in Trails", "hiking"),
    // A word of the synonym's own ("horse" of "horseback").
    ("In Trails track please my horse riding", "equestrian"),
    // A noun of an activity after the value's words is its head noun, not another thing.
    ("Track my nordic ski outing in the Trails app", "crossCountrySkiing"),
    ("Start a hiking tour in Trails", "hiking"),
  ])
  func workoutStyleIsSaidByAnActivityWord(utterance: String, style: String) async throws {
    let best = try #require(await BundledApps.runtime().interpret(utterance).first)
    #expect(best.intent == "StartTrailActivity")
    guard case .enumCase(let rawValue, _) = best.parameters["workoutStyle"] else {
      Issue.record("no workout style for “\(utterance)”")
      return
    }
    #expect(rawValue == style)
  }

  @Test(arguments: ["Trails, start tracking my horse ride", "Track my car ride in Trails"])
  func aSynonymSaidOfAnotherThingNamesNoValue(utterance: String) async {
    // A *horse* ride is no bike ride, though "ride" says Biking.
    let best = await BundledApps.runtime().interpret(utterance).first
    #expect(best?.parameters["workoutStyle"] == nil)
  }

  /// An activity's head noun after words that name no value of the app says none.
  @Test func anActivityNounAfterNoValueNamesNone() async {
    #expect(await BundledApps.runtime().interpret("Track my yoga session in Trails").isEmpty)
  }

  @Test func aWordThatSoundsLikeASynonymNamesNoValue() async {
    // "reading" sounds like "riding" (horseback riding, Equestrian): a synonym is said as it is.
    #expect(await BundledApps.runtime().interpret("Track my reading in Trails").isEmpty)
  }

  @Test func phraseVerbIsSaidByItsWordNetRelative() async throws {
    let best = try #require(
      await BundledApps.runtime().interpret("Acquire a day pass in Trails").first)
    #expect(best.intent == "BuyDayPass")
  }

  @Test func numbersSaidAsTheWordsTheySoundLike() async throws {
    let runtime = await BundledApps.runtime()
    let shelf = try #require(await runtime.interpret("open want two read in book library").first)
    #expect(shelf.parameters["shelf"] == .enumCase(rawValue: "wantToRead", title: "Want to Read"))
    let copies = try #require(
      await runtime.interpret("buy for copies of dune from book library").first)
    #expect(copies.intent == "BuyBook")
    #expect(copies.parameters["count"] == .integer(4))
    let soup = try #require(
      await runtime.interpret("order tomato soup four delivery from soup chef").first)
    #expect(soup.parameters["orderType"] == .enumCase(rawValue: "delivery", title: "delivery"))
    #expect(soup.parameters["quantity"] == nil)
  }
}
