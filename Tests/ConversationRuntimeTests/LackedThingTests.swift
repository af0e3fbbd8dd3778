import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// A phrase said with a thing the app doesn't have, or another app's kind of thing, is no
/// request the app can do: Siri says it hasn't added support for that, and runs nothing.
@Suite struct LackedThingTests {
  @Test(arguments: [
    "Order a yoga mat from Soup Chef", "Buy a bowl of chowder in Book Library",
    "Add a soup to Book Library", "Open Catch-22 in Book Library",
    "Get conditions on the Appalachian Trail with Trails", "Order a hammer from Soup Chef",
  ])
  func aThingTheAppLacksRunsNothing(utterance: String) async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret(utterance).isEmpty)
    #expect(runtime.missReading(for: utterance)?.app != nil)
  }

  @Test func theConversationSaysTheAppCannotDoIt() async throws {
    let frontEnd = AnsweringFrontEnd([])
    let outcome = await BundledApps.runtime().handle(
      "Open Catch-22 in Book Library", with: frontEnd)
    #expect(outcome == .notUnderstood)
    #expect(frontEnd.understandings.isEmpty)
    let said = try #require(frontEnd.spokenTexts.first)
    #expect(said.hasPrefix("Book Library hasn't added support for that with Siri."))
  }

  @Test func aWordOfTheAppsKindIsStillLeftToAsk() async throws {
    let runtime = await BundledApps.runtime()
    let supper = try #require(await runtime.interpret("Order supper from Soup Chef").first)
    #expect(supper.intent == "OrderSoup")
    #expect(supper.parameters["soup"] == nil)
    let food = try #require(await runtime.interpret("Order some food from Soup Chef").first)
    #expect(food.intent == "OrderSoup")
    // A word of another kind beside a value only says how much of it.
    let side = try #require(
      await runtime.interpret("Order a side of croutons from Soup Chef").first)
    #expect(side.intent == "OrderSoup")
  }

  @Test(arguments: [
    "Order a turkey sandwich from Soup Chef", "Order a burrito from Soup Chef",
    "Order lentil soup from Soup Chef", "Get conditions on Mount Shasta with Trails",
    "Get conditions on the John Muir Trail with Trails",
  ])
  func aThingOfTheAppsKindItDoesNotHaveRunsNothing(utterance: String) async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret(utterance).isEmpty)
  }

  @Test func aTypoOfAThingTheAppHasOrAMealStillMatches() async throws {
    let runtime = await BundledApps.runtime()
    let typo = try #require(
      await runtime.interpret("Get conditions on Mount Whitny Trail with Trails").first)
    #expect(typo.parameters["trail"] != nil)
    let soup = try #require(await runtime.interpret("Order tomatoe soup from Soup Chef").first)
    #expect(soup.parameters["soup"] != nil)
    let lunch = try #require(await runtime.interpret("Order lunch from Soup Chef").first)
    #expect(lunch.intent == "OrderSoup")
    #expect(lunch.parameters["soup"] == nil)
    let bowl = try #require(await runtime.interpret("Order a bowl of soup from Soup Chef").first)
    #expect(bowl.intent == "OrderSoup")
  }

  @Test func aNameTheAppsSearchFindsStillMatches() async throws {
    let runtime = await BundledApps.runtime()
    let secret = try #require(
      await runtime.interpret("Order Manhattan Clam Chowder from Soup Chef").first)
    #expect(secret.intent == "OrderSoup")
    let trail = try #require(
      await runtime.interpret("Get conditions on Kelso Dunes Trail with Trails").first)
    #expect(trail.parameters["trail"] != nil)
    let title = try #require(await runtime.interpret("Add The Hobbit to Book Library").first)
    #expect(title.parameters["title"] == .text("The Hobbit"))
  }

  @Test func aThingOnlyTheSearchFindsIsHeardInFullAsASuggestedOneIs() async throws {
    let runtime = await BundledApps.runtime()
    let secret = try #require(
      await runtime.interpret("Order Manhattan clam chowder from Soup Chef").first)
    let regular = try #require(
      await runtime.interpret("Order New England clam chowder from Soup Chef").first)
    #expect(secret.score == regular.score)
    // So it survives what else a person says around it.
    let team = try #require(
      await runtime.interpret("Soup Chef, I need 4 Manhattan clam chowders for the team").first)
    #expect(
      team.parameters["soup"]
        == .entity(id: "manhattanClamChowder", title: "Manhattan Clam Chowder"))
    #expect(team.parameters["quantity"] == .integer(4))
    // A trail that is no favorite (Trails suggests its favorites) as a favorite one.
    let other = try #require(
      await runtime.interpret("Get conditions on Half Dome Trail with Trails").first)
    let favorite = try #require(
      await runtime.interpret("Get conditions on Vernal Falls Trail with Trails").first)
    #expect(other.score == favorite.score)
  }

  @Test func partOfAThingOnlyTheSearchFindsIsWordsForTheSearch() async throws {
    let runtime = await BundledApps.runtime()
    // "Dune" is Book Library's, and only part of Kelso Dunes Trail.
    #expect(await runtime.interpret("Get Dune conditions with Trails").isEmpty)
    #expect(
      await runtime.interpret("Get conditions on The Secret Garden with Trails").isEmpty)
    // Part of one still goes to the search, which finds it.
    let half = try #require(
      await runtime.interpret("Get conditions on Half Dome with Trails").first)
    #expect(half.parameters["trail"] == .entity(id: "9", title: "Half Dome Trail"))
  }

  @Test func severalOfTheThingsByWordsTheAppDoesNotKnowRunNothing() async throws {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Show the DNF books in Book Library").isEmpty)
    // Words the search finds still say which.
    let found = try #require(
      await runtime.interpret("Open the Frankenstein books in Book Library").first)
    #expect(found.intent == "OpenBook")
  }

  @Test func aClauseAfterTheRequestIsNoValue() async throws {
    let runtime = await BundledApps.runtime()
    let order = try #require(
      await runtime.interpret("Order Soup Chef because my sister asked me to").first)
    #expect(order.intent == "OrderSoup")
    #expect(order.parameters["soup"] == nil)
    let add = try #require(
      await runtime.interpret(
        "Add a book to Book Library A Winter Ledger since the weather looks nice"
      ).first)
    #expect(add.parameters["title"] == .text("Winter Ledger"))
    // A title may hold a linker.
    let title = try #require(await runtime.interpret("Add Love After Love to Book Library").first)
    #expect(title.parameters["title"] == .text("Love After Love"))
  }
}
