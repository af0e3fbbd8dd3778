import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on a request whose pronoun stands for what a clause before it names ("I'm going
/// horseback riding, track *it*"), and on the people a request is for or names.
@Suite struct MatcherV4AntecedentTests {
  @Test func anActivityBeforeTheRequestIsWhatItTracks() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Trails, I'm heading out snowshoeing, start tracking it").first)
    #expect(best.intent == "StartTrailActivity")
    #expect(
      best.parameters["workoutStyle"] == .enumCase(rawValue: "snowshoeing", title: "Snowshoeing"))
  }

  @Test func copiesOfABookBeforeTheRequestAreWhatItBuys() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("I want three copies of Dune, buy them from Book Library").first)
    #expect(best.intent == "BuyBook")
    #expect(best.parameters["count"] == .integer(3))
    guard case .entity(_, let title)? = best.parameters["book"] else {
      Issue.record("expected Dune, got \(String(describing: best.parameters["book"]))")
      return
    }
    #expect(title == "Dune")
  }

  @Test func anActivityTheAppLacksBeforeTheRequestRunsNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("I'm going swimming, track it in Trails").isEmpty)
  }

  @Test func aClauseWithoutTheAppsThingsStaysAnAside() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(await runtime.interpret("I'm starving, order it from Soup Chef").first)
    #expect(best.intent == "OrderSoup")
    #expect(best.parameters["soup"] == nil)
  }

  @Test func aRecommenderIsNamedWithoutWhoTheyAreToTheSpeaker() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Add Emma to Book Library, my cousin Priya recommended it").first)
    #expect(best.parameters["recommendedBy"] == .text("Priya"))
  }

  @Test func whoAnOrderIsForSaysNothingOfWhatItAsks() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Three tomato soups from Soup Chef for the kids").first)
    #expect(best.intent == "OrderSoup")
    #expect(best.parameters["quantity"] == .integer(3))
    #expect(best.parameters["soup"] == .entity(id: "tomatoSoup", title: "Tomato Soup"))
    // A word that describes them too.
    let member = try #require(
      await runtime.interpret("Buy a book in Book Library for our newest member").first)
    #expect(member.intent == "BuyBook")
  }

  @Test func aSingleOneIsOne() async throws {
    let runtime = await BundledApps.runtime()
    let copy = try #require(
      await runtime.interpret("Buy a single copy of Moby-Dick from Book Library").first)
    #expect(copy.parameters["count"] == .integer(1))
  }

  @Test func aSentenceAfterTheRequestStillGivesItsCount() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Buy Frankenstein from Book Library, I need three copies").first)
    #expect(best.parameters["count"] == .integer(3))
    let gift = try #require(
      await runtime.interpret("Buy Dune from Book Library, it's a gift").first)
    #expect(gift.score >= 0.97)
  }
}
