import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v3's rules over the bundled apps: paraphrases a device understands, and what no
/// intent may take.
@Suite struct MatcherV3Tests {
  @Test func aShortVerbNamesItsIngStyle() async throws {
    let best = try #require(await BundledApps.runtime().interpret("Log a jog in Trails").first)
    #expect(best.intent == "StartTrailActivity")
    #expect(best.parameters["workoutStyle"] == .enumCase(rawValue: "jogging", title: "Jogging"))
  }

  @Test func aPhrasalVerbOfShowingOpensFavorites() async {
    let best = await BundledApps.runtime().interpret("Bring up my favorites in Trails").first
    #expect(best?.intent == "OpenFavorites")
  }

  @Test func anotherContentWordOfThePhraseMakesTheParaphraseNoStretch() async {
    let best = await BundledApps.runtime().interpret(
      "Show the Half Dome Trail conditions in Trails"
    )
    .first
    #expect(best?.intent == "GetTrailInfo")
  }

  @Test func aVerbRunTogetherWithTheNextWordIsStillAnotherAction() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Pausemy hike in Trails").isEmpty)
  }

  @Test func aWordAtAClosedSlotsPlaceThatNamesNoValueRunsNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Track my reading in Trails").isEmpty)
    #expect(
      await runtime.interpret("Track my snowshoeing in Trails").first?.intent
        == "StartTrailActivity")
    let why = runtime.explain("Track my reading in Trails")
    #expect(why.reason?.contains("“reading” keeps it out") == true)
    let step = why.candidates.first?.steps.first { $0.words == "reading" }
    #expect(step?.kind == .foreign)
  }

  @Test func aValueAfterTheAppsNameNeedsThePhraseSaidBeforeIt() async throws {
    let runtime = await BundledApps.runtime()
    let walden = try #require(await runtime.interpret("Add a book to Book Library: Walden").first)
    #expect(walden.intent == "AddBook")
    #expect(walden.words["title"] == "Walden")
    // Without "Add a book to", words after the name are no title to add.
    #expect(!runtime.matches(for: "Book Library Open Dune in").contains { $0.intent == "AddBook" })
    #expect(runtime.matches(for: "Book Library my diary").isEmpty)
  }

  @Test(arguments: [
    ("Close Favorites in Trails", "Trails"), ("Mark Dune as read in Book Library", "Book Library"),
    ("Print my Want to Read shelf in Book Library", "Book Library"),
    ("Archive Dune in Book Library", "Book Library"), ("End my hike in Trails", "Trails"),
    ("Log out of Book Library", "Book Library"), ("Sign out of Soup Chef", "Soup Chef"),
  ])
  func aVerbOfAnotherActionIsRefused(utterance: String, app: String) async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret(utterance).isEmpty)
    #expect(runtime.missReading(for: utterance) == .unsupported(app: app))
  }

  @Test func aVerbWithoutItsParticleStillParaphrases() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Log my hike in Trails").first?.intent == "StartTrailActivity")
  }

  @Test func logOutOfTrailsIsItsLogOutNotATrackedActivity() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Log out of Trails").first?.intent == "LogOut")
    #expect(await runtime.interpret("log out of trails please").first?.intent == "LogOut")
    #expect(await runtime.interpret("Sign out of Trails").first?.intent == "LogOut")
    // "log" alone still paraphrases "track".
    #expect(await runtime.interpret("Log my hike in Trails").first?.intent == "StartTrailActivity")
    #expect(await runtime.interpret("Start a Trails workout").first?.intent != "LogOut")
  }

  @Test(arguments: ["Take me to my favorites in Trails", "Go to my favorites in Trails"])
  func aNounAfterMyStillSaysThePhrasesObject(utterance: String) async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret(utterance).first?.intent == "OpenFavorites")
    // A verb after "my" is still a noun: "Cancel my favorites" is no "Open Favorites".
    #expect(await runtime.interpret("Cancel my favorites in Trails").isEmpty)
  }

  @Test func anotherAppsActivityWithThisAppsNameRunsNothing() async {
    let runtime = await BundledApps.runtime()
    // "a" names no book, and "Start" is a known verb, no stand-in for "Add".
    #expect(runtime.matches(for: "Start a Book Library workout").isEmpty)
    let why = runtime.explain("Start a Book Library workout")
    #expect(!why.candidates.contains { $0.isMatch })
  }

  @Test(arguments: [
    "Is tomato soup available at Soup Chef", "Do I have Dune in Book Library",
    "Hey Siri, are there trail conditions for Half Dome Trail in Trails",
  ])
  func aYesNoQuestionRunsNothing(utterance: String) async {
    let runtime = await BundledApps.runtime()
    #expect(runtime.matches(for: utterance).isEmpty)
    #expect(
      runtime.missReading(for: utterance).map { if case .unsupported = $0 { true } else { false } }
        == true)
  }

  @Test func anAuxiliaryInsideARequestIsStillFiller() async {
    let runtime = await BundledApps.runtime()
    #expect(
      runtime.matches(for: "I do want two tomato soups from Soup Chef").first?.intent
        == "OrderSoup")
  }

  @Test(arguments: ["Open Book Library", "Launch Book Library please"])
  func anOpeningVerbAndTheNameOpensTheApp(utterance: String) async {
    let runtime = await BundledApps.runtime()
    // "Open ${shelf} in ${applicationName}" with its shelf left out is no word-for-word phrase.
    #expect(runtime.matches(for: utterance).isEmpty)
    #expect(runtime.missReading(for: utterance) == .appAlone(app: "Book Library"))
  }
}
