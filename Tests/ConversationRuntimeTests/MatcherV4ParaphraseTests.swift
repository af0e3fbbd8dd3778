import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on requests said in ways nobody tuned for: questions an intent answers asked in
/// other words, polite wrappers, and a clause after "and".
@Suite struct MatcherV4ParaphraseTests {
  @Test func paraphrasedQuestionsAboutATrailGetItsConditions() async throws {
    let runtime = await BundledApps.runtime()
    let asked = [
      "Can I hike Half Dome Trail right now? Ask Trails": "Half Dome Trail",
      "Any news on snow at Tuolumne Grove Trail in Trails?": "Tuolumne Grove Trail",
      "What's the trail like at Mount Whitney Trail today, Trails?": "Mount Whitney Trail",
      "Tell me about the conditions on Backbone Trail in Trails": "Backbone Trail",
      "Tell me about Teutonia Peak Trail in Trails": "Teutonia Peak Trail",
      "Trails, can I ride my bike on Monterey Bay Coastal Trail right now?":
        "Monterey Bay Coastal Trail",
    ]
    for (utterance, trail) in asked {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "GetTrailInfo", "\(utterance)")
      #expect(best.parameters["trail"]?.entityTitle == trail, "\(utterance)")
    }
  }

  @Test func aCanQuestionWithoutAnActivityOfTheAppIsRefused() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Can I bring my dog on Skyline Trail? Ask Trails").isEmpty)
    // Not an activity of the app's values: nothing the conditions answer.
    #expect(await runtime.interpret("Can I park at Devil's Slide Trail in Trails?").isEmpty)
    #expect(await runtime.interpret("Can I buy a day pass for Skyline Trail in Trails?").isEmpty)
    #expect(await runtime.interpret("What's the rating of Half Dome Trail in Trails?").isEmpty)
    #expect(await runtime.interpret("Any news in Trails").isEmpty)
  }

  @Test func politeWrappersAroundARequestAreFiller() async throws {
    let runtime = await BundledApps.runtime()
    let soup = try #require(
      await runtime.interpret("I was wondering if you could order a tomato soup from Soup Chef")
        .first)
    #expect(soup.intent == "OrderSoup")
    let pass = try #require(
      await runtime.interpret("Do you think you could purchase a pass in Trails?").first)
    #expect(pass.intent == "BuyDayPass")
  }

  @Test func aRequestCompleteBeforeAndRunsWithTheRestAsAnAside() async throws {
    let runtime = await BundledApps.runtime()
    let hot = try #require(
      await runtime.interpret(
        "Order New England clam chowder from Soup Chef and make sure it's hot"
      ).first)
    #expect(hot.parameters["soup"]?.entityTitle == "New England Clam Chowder")
    let why = runtime.explain(
      "Order New England clam chowder from Soup Chef and make sure it's hot")
    #expect(
      why.candidates.first?.steps.filter { $0.kind == .aside }.map(\.words) == [
        "and make sure it's hot"
      ])
  }

  @Test func valuesSaidAfterAndStayWithTheRequest() async throws {
    let runtime = await BundledApps.runtime()
    let delivered = try #require(
      await runtime.interpret("Order two tomato soups from Soup Chef and have them delivered")
        .first)
    #expect(delivered.parameters["quantity"] == .integer(2))
    #expect(
      delivered.parameters["orderType"] == .enumCase(rawValue: "delivery", title: "delivery"))
    let toppings = try #require(
      await runtime.interpret("Order tomato soup with cheese and croutons from Soup Chef").first)
    #expect(toppings.intent == "OrderSoup")
    let book = try #require(
      await runtime.interpret("Buy Pride and Prejudice from Book Library").first)
    #expect(book.parameters["book"]?.entityTitle == "Pride and Prejudice")
  }

  @Test func aSecondRequestAfterAndRunsNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Track my hiking in Trails and log out").isEmpty)
    #expect(await runtime.interpret("Open Dune in Book Library and buy Frankenstein").isEmpty)
    #expect(
      await runtime.interpret("Order tomato soup from Soup Chef and buy Dune from Book Library")
        .isEmpty)
    let why = runtime.explain("Track my hiking in Trails and log out")
    #expect(why.candidates.allSatisfy { !$0.isMatch })
    #expect(why.reason?.contains("“and log out” asks for another action (Trails › LogOut)") == true)
  }
}
