import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on requests that ask for another action or another thing than a phrase's, though
/// most of the phrase's words are said: particles, command clauses, forms of another phrase's
/// verb, several things, things of the app's kind it lacks, and questions about beings.
@Suite struct MatcherV4OtherActionTests {
  /// A particle or a verb form of another action, a command said before an aside, or a thing
  /// the app lacks: the phrase's other words are said, and still nothing runs.
  @Test(arguments: [
    "Sign up for Trails",
    "Take the croutons off my tomato soup order in Soup Chef",
    "Get me signed out of Trails",
    "End the bike ride I'm tracking in Trails",
    "Unpause the bike ride I'm tracking in Trails",
    "In Book Library, hide the shelf of books I've read",
    "Show me my audiobooks in Book Library",
    "Open my Classics shelf in Book Library",
    "Order a bowl of French onion soup from Soup Kitchen",
    "Buy a season pass in Trails",
    "Continue the bike ride I paused in Trails",
    "Add Emma to my Audible library",
    "Log me back in to Trails",
    "Does Trails have anything about Big Sur?",
    "Sort the books on my Read shelf by title in Book Library",
    "Postpone my chicken noodle soup order from Soup Chef",
    // A question about a name the app lacks, as said ("JMT", not "jmt").
    "Trails, how is the JMT looking this week?",
    // Whether one must do something is no question about the trail's conditions.
    "Do I need a permit for Half Dome Trail? Trails",
    // The app's whole name said is its name: "book" in it is no word of a phrase.
    "book library lol",
    // Another kind of the thing the intent's name says: BuyDayPass sells a day pass.
    "Purchase an annual pass through Trails",
    // Putting a thing on a shelf moves it: no phrase opens it there.
    "Put it on the Read shelf in Book Library",
    "I finished reading Frankenstein, put it on Read shelf in Book Library",
    "Put Dune on my Want to Read shelf in Book Library",
    // An embedded "how many …" asks for a number, not what the trail is like.
    "Let's see how many people are hiking Pillar Point Bluff Trail in Trails",
    // A verb WordNet knows in the phrase's verb's place, though a shelf's name follows.
    "Move Emma over to my Read shelf in Book Library",
    "Transfer Dune to Read in Book Library",
    // Free text that describes another app's thing, or what a note is about, names no book.
    "Add a scenic trail to Book Library",
    "Add a day pass to my Book Library",
    "Write a note about Dune in Book Library",
    // The phrase's own word after its verb left out, and another said there: another thing,
    // or the verb without its particle.
    "Open my profile in Trails",
    "Open my account page in Trails",
    "Log my weight in Trails",
    "Show me trails near me in Trails",
    "Buy an annual pass in Trails",
    "Write a note on chapter three of Dune in Book Library",
    // A question after "whether" is what is asked, no aside to a request that asks nothing.
    "I wonder, Siri, whether Half Dome Trail is still closed. Could you check with Trails?",
    // Whether a trail suits someone is a lasting quality, not its conditions.
    "Is Cruickshank Trail dog friendly? Trails",
    "Is Ojai Valley Trail suitable for toddlers in Trails",
  ])
  func anotherActionOrAThingTheAppLacksRunsNothing(_ utterance: String) async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret(utterance).isEmpty)
  }

  @Test func aPassSaidByTheNamesWordOrItsStemIsTheDayPass() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "Purchase a daily pass in Trails", "Buy a one day pass in Trails", "Buy 2 passes in Trails",
      "Buy a dya pass in Trails",
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "BuyDayPass", "\(utterance)")
    }
  }

  /// A title that starts with "A" is named, not described; a verb of going to the app named
  /// next is no other action.
  @Test func aTitleWithAnArticleAndAVerbOfGoingToTheAppStillMatch() async throws {
    let runtime = await BundledApps.runtime()
    let added = try #require(
      await runtime.interpret("Add A Tale of Two Cities to Book Library").first)
    #expect(added.intent == "AddBook")
    #expect(added.parameters["title"] == .text("Tale of Two Cities"))
    let ordered = try #require(
      await runtime.interpret("Hop into the Soup Chef app and grab me a tomato soup").first)
    #expect(ordered.intent == "OrderSoup")
    let checked = try #require(
      await runtime.interpret("Is Cruickshank Trail muddy right now? Trails").first)
    #expect(checked.intent == "GetTrailInfo")
    let favorites = try #require(await runtime.interpret("Open up my favorites in Trails").first)
    #expect(favorites.intent == "OpenFavorites")
  }

  @Test func toppingsPutOnTheOrderAreNoMove() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Order tomato soup from Soup Chef and put croutons on it").first)
    #expect(best.intent == "OrderSoup")
  }

  @Test func theSamePhrasalVerbWithAnObjectPronounStillMatches() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Sign me out of Trails").first)
    #expect(best.intent == "LogOut")
  }

  @Test func anAsideAfterACommandIsStillLeftOut() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Track my hiking in Trails - first time out in months!").first)
    #expect(best.intent == "StartTrailActivity")
    #expect(best.parameters["workoutStyle"] == .enumCase(rawValue: "hiking", title: "Hiking"))
  }

  @Test func shelvesAreShelfsPlural() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Open one of my shelves in Book Library").first)
    #expect(best.intent == "OpenShelf")
    #expect(best.parameters["shelf"] == nil)
  }

  @Test func aHotSoupOnlySaysTheKind() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Order a hot soup from Soup Chef").first)
    #expect(best.intent == "OrderSoup")
  }

  @Test func theDarknessOneIsEitherDarknessBookSoSiriAsks() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Open the Darkness one in Book Library").first)
    #expect(best.intent == "OpenBook")
    guard case .candidates(let books)? = best.parameters["book"] else {
      Issue.record("expected the two Darkness books to choose from")
      return
    }
    #expect(books.count == 2)
  }

  @Test func aRunTogetherTrailNameIsTheTrail() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Trails, get the HalfDome Trail conditions").first)
    #expect(best.intent == "GetTrailInfo")
  }

  @Test func aQuestionAboutDogsOnATrailIsNoConditionsQuestion() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Are dogs allowed on Mount Whitney Trail? Trails").isEmpty)
    #expect(
      await runtime.interpret("Have I already read The Great Gatsby, Book Library?").isEmpty)
  }

  @Test func aTrailReportIsAskedForByItsNoun() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("What's the trail report for Half Dome Trail in Trails").first)
    #expect(best.intent == "GetTrailInfo")
  }

  @Test func anIndefinitePronounNamesNoBook() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Add something to Book Library").first)
    #expect(best.intent == "AddBook")
    #expect(best.parameters["title"] == nil)
  }

  @Test func theRecommendersVerbMaySayItBySynonym() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Add Emma to Book Library, Ana suggested it").first)
    #expect(best.intent == "AddBook")
    #expect(best.parameters["recommendedBy"] == .text("Ana"))
  }

  @Test func currentReadsIsTheShelfUnderWay() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Open current reads in Book Library").first)
    #expect(
      best.parameters["shelf"]
        == .enumCase(rawValue: "currentlyReading", title: "Currently Reading"))
  }

  @Test func aSentenceAboutSomeoneIsAnAsideNotATitle() async throws {
    let runtime = await BundledApps.runtime()
    let aside = try #require(
      await runtime.interpret("Add a book to Book Library, my friend lent me a good one").first)
    #expect(aside.intent == "AddBook")
    #expect(aside.parameters["title"] == nil)
    let dashed = try #require(
      await runtime.interpret("Add a book to Book Library — my cousin just lent me one").first)
    #expect(dashed.parameters["title"] == nil)
    let recommender = try #require(
      await runtime.interpret("Add Emma to Book Library, my neighbor recommended it").first)
    #expect(recommender.parameters["recommendedBy"] == .text("my neighbor"))
  }

  @Test func anyThingOnATrailAsksForItsConditions() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("Any ice on Half Dome Trail? Trails").first)
    #expect(best.intent == "GetTrailInfo")
    #expect(await runtime.interpret("Any discounts on a day pass in Trails?").isEmpty)
  }
}
