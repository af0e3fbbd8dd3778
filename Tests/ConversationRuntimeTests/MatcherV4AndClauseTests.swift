import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4 on a clause after "and" that the request can't use as a request: a verb that says
/// one of its values, or the verb of another intent of its app.
@Suite struct MatcherV4AndClauseTests {
  @Test func bringingTheOrderToADoorAsksForDelivery() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret(
        "Order Manhattan clam chowder from Soup Chef and bring it to my door"
      ).first)
    #expect(best.intent == "OrderSoup")
    #expect(best.parameters["orderType"] == .enumCase(rawValue: "delivery", title: "delivery"))
    #expect(best.parameters["deliveryLocation"] == nil)
    let why = runtime.explain("Order Manhattan clam chowder from Soup Chef and bring it to my door")
    #expect(
      why.candidates.first?.steps.filter { $0.kind == .aside }.map(\.words) == [
        "and bring it to my door"
      ])
  }

  @Test func aVerbAboutSomethingElseSaysNoValue() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Order tomato soup from Soup Chef and get me a coffee").first)
    #expect(best.parameters["orderType"] == nil)
  }

  @Test func anotherIntentsVerbAfterAndRunsNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Open Dune in Book Library and buy a copy").isEmpty)
    #expect(
      await runtime.interpret("Get conditions on Half Dome Trail with Trails and start a workout")
        .isEmpty)
    let why = runtime.explain("Open Dune in Book Library and buy a copy")
    #expect(why.reason?.contains("(Book Library › BuyBook)") == true)
  }
}
