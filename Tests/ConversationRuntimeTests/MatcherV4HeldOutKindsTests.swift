import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on kinds a held-out set showed: a thing of the app's kind it lacks, words that
/// only sound like a title's, numbers that are no count, and who is named in free text.
@Suite struct MatcherV4HeldOutKindsTests {
  /// A kind of soup left out after the verb is a soup Soup Chef lacks, not an order with no
  /// soup; a meal or food in general still starts one.
  @Test func refusesAKindOfSoupTheMenuLacks() async throws {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Please order Soup Chef's minestrone for me").isEmpty)
    for utterance in ["Order me some lunch from Soup Chef", "Order some food from Soup Chef"] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "OrderSoup", "\(utterance)")
    }
  }

  /// The verb of a clause ("I *have* read") is no title for the app's search.
  @Test func aSubjectsVerbIsNoTitle() async {
    let runtime = await BundledApps.runtime()
    let matches = await runtime.interpret(
      "Please show me the books I have already read in Book Library")
    #expect(!matches.contains { $0.intent == "OpenBook" })
  }

  /// "Two" sounds like the "To" of To Kill a Mockingbird, but alone it names no book; with the
  /// title's other words it still helps ("want two read").
  @Test func aNumberThatSoundsLikeAFunctionWordNamesNoTitle() async throws {
    let runtime = await BundledApps.runtime()
    let bought = try #require(await runtime.interpret("buy a book two library").first)
    #expect(bought.parameters["book"] == nil)
    let shelf = try #require(await runtime.interpret("book library open want two read").first)
    #expect(shelf.intent == "OpenShelf")
    #expect(shelf.parameters["shelf"] == .enumCase(rawValue: "wantToRead", title: "Want to Read"))
  }

  /// A clock time is no quantity and no place; a digit before "me" is a texted "for".
  @Test func aClockTimeAndATextedForCountNothing() async throws {
    let runtime = await BundledApps.runtime()
    let pickup = try #require(
      await runtime.interpret("order chicken noodle from soup chef for pick up at 12:30").first)
    #expect(pickup.parameters["quantity"] == nil)
    #expect(pickup.parameters["deliveryLocation"] == nil)
    #expect(pickup.parameters["orderType"] == .enumCase(rawValue: "pickup", title: "pickup"))
    let texted = try #require(await runtime.interpret("soup chef ordr chiken noodle 4 me").first)
    #expect(texted.parameters["quantity"] == nil)
    let counted = try #require(
      await runtime.interpret("order 2 tomato soups from soup chef at 6:45 pm").first)
    #expect(counted.parameters["quantity"] == .integer(2))
  }

  /// Free text names the person after who they are to the speaker ("my granddaughter
  /// *Emily*"), but a title said with capitals keeps its "My".
  @Test func freeTextNamesThePersonNotTheRelation() async throws {
    let runtime = await BundledApps.runtime()
    let added = try #require(
      await runtime.interpret(
        "Please add The Little Prince to Book Library, my granddaughter Emily recommended it"
      ).first)
    #expect(added.parameters["recommendedBy"] == .text("Emily"))
    #expect(added.parameters["title"] == .text("The Little Prince"))
    let titled = try #require(await runtime.interpret("Add My Friend Flicka to Book Library").first)
    #expect(titled.parameters["title"] == .text("My Friend Flicka"))
  }

  /// A clause with its own subject and verb is an aside, not a value: "I'll tell you the
  /// title", "Kazuo Ishiguro wrote it", "its for english class" (typed for "it's"). A paraphrase of the phrase's verb still gives one ("Jo
  /// suggested it").
  @Test func aSentenceOfItsOwnGivesNoValue() async throws {
    let runtime = await BundledApps.runtime()
    let later = try #require(
      await runtime.interpret(
        "Please add a book to Book Library for me, I'll tell you the title in a moment"
      ).first)
    #expect(later.intent == "AddBook")
    #expect(later.parameters["title"] == nil)
    let wrote = try #require(
      await runtime.interpret(
        "Add The Remains of the Day to Book Library, Kazuo Ishiguro wrote it"
      ).first)
    #expect(wrote.parameters["title"] == .text("The Remains of the Day"))
    #expect(wrote.parameters["recommendedBy"] == nil)
    let typed = try #require(
      await runtime.interpret("add a book to book library its for english class").first)
    #expect(typed.intent == "AddBook")
    #expect(typed.parameters["title"] == nil)
    let suggested = try #require(
      await runtime.interpret(
        "Add Kindred by Octavia Butler to Book Library, Jo suggested it"
      ).first)
    #expect(suggested.parameters["recommendedBy"] == .text("Jo"))
  }

  /// A word said with a capital before the phrase's next word is the title's last, even a
  /// time word ("The Remains of the *Day*"); a lower-case filler there is not the title's.
  @Test func aCapitalWordEndsTheTitle() async throws {
    let runtime = await BundledApps.runtime()
    let day = try #require(
      await runtime.interpret("Add The Remains of the Day to Book Library").first)
    #expect(day.parameters["title"] == .text("The Remains of the Day"))
    let please = try #require(await runtime.interpret("add Dune please to Book Library").first)
    #expect(please.parameters["title"] == .text("Dune"))
  }

  /// The phrase's own function words said on the way ("Show *my*") don't hide another object
  /// said in the place of its word: "Show my *day pass*" is no "Show my favorite …".
  @Test func anotherObjectAfterThePhrasesOwnDeterminerRefuses() async throws {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Show my day pass in Trails").isEmpty)
    let favorites = try #require(await runtime.interpret("Show my favorite Trails").first)
    #expect(favorites.intent == "OpenFavorites")
  }

  /// "Do I", "does she" ask a question wherever they are said, after the app's name too; "do
  /// you mind" is politeness.
  @Test func anInvertedDoAsksAQuestion() async throws {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Trails, do I need a day pass for Yosemite?").isEmpty)
    let polite = try #require(
      await runtime.interpret("Trails, do you mind starting a hike").first)
    #expect(polite.intent == "StartTrailActivity")
  }

  /// A word that runs two of the apps' words together reads as both ("newengland",
  /// "mountainbiking": a word WordNet knows and a value's); free text keeps what was said, and
  /// never ends between the two.
  @Test func readsTwoWordsRunTogether() async throws {
    let runtime = await BundledApps.runtime()
    let soup = try #require(await runtime.interpret("soupchef newengland chowder asap").first)
    #expect(
      soup.parameters["soup"]
        == .entity(id: "newEnglandClamChowder", title: "New England Clam Chowder"))
    let ride = try #require(await runtime.interpret("trails start mountainbiking").first)
    #expect(ride.parameters["workoutStyle"] == .enumCase(rawValue: "biking", title: "Biking"))
    let added = try #require(
      await runtime.interpret(
        "Add Middlemarch to Book Library, written by Tara Westover"
      ).first)
    #expect(added.parameters["title"] == .text("Middlemarch"))
    #expect(added.parameters["authorName"] == .text("Tara Westover"))
  }
}
