import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing
import Trails

/// Matcher v4's readings over the bundled apps: a request with asides around it, and the
/// questions an intent answers.
@Suite struct MatcherV4Tests {
  @Test func anAsideAfterACompleteRequestIsLeftOut() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Buy Dune from Book Library, my sister keeps asking about it").first)
    #expect(best.intent == "BuyBook")
    let hike = try #require(
      await runtime.interpret("Because the weather cleared up, track my hiking in Trails").first)
    #expect(hike.parameters["workoutStyle"] == .enumCase(rawValue: "hiking", title: "Hiking"))
  }

  @Test func anAsideAfterALongNameTheAppsSearchFindsIsLeftOut() async throws {
    // Juan Bautista de Anza National Historic Trail is no suggested trail: its words are looked up, not stretching.
    let best = try #require(
      await BundledApps.runtime().interpret(
        "Get conditions on Juan Bautista de Anza National Historic Trail with Trails, we go tomorrow"
      ).first)
    #expect(best.intent == "GetTrailInfo")
  }

  @Test func anAsideGivesNoValue() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Order tomato soup from Soup Chef, my meeting ends at 4").first)
    #expect(best.intent == "OrderSoup")
    #expect(best.parameters["quantity"] == nil)
  }

  @Test func aClauseOfOnlyAValueStillGivesIt() async throws {
    let best = try #require(
      await BundledApps.runtime().interpret(
        "Order chicken noodle soup from Soup Chef, have it delivered to my apartment"
      ).first)
    #expect(best.parameters["orderType"] == .enumCase(rawValue: "delivery", title: "delivery"))
  }

  @Test func aClauseThatTakesTheRequestBackRunsNothing() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Order tomato soup from Soup Chef, no wait").isEmpty)
    #expect(await runtime.interpret("Open Dune in Book Library, never mind").isEmpty)
  }

  @Test func aRetractionBeforeTheRequestTakesBackSomethingEarlier() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret(
        "No, don't buy it — just open Pride and Prejudice in Book Library"
      ).first)
    #expect(best.intent == "OpenBook")
    #expect(best.parameters["book"]?.entityTitle == "Pride and Prejudice")
  }

  @Test func aQuestionAboutAThingsStateIsTheIntentThatGetsIt() async throws {
    let runtime = await BundledApps.runtime()
    let best = try #require(
      await runtime.interpret("Is Half Dome Trail muddy right now in Trails?").first)
    #expect(best.intent == "GetTrailInfo")
    let how = try #require(await runtime.interpret("Trails, what's Skyline Trail like?").first)
    #expect(how.intent == "GetTrailInfo")
  }

  @Test func howAThingLooksIsItsState() async throws {
    let runtime = await BundledApps.runtime()
    for utterance in [
      "How does Lava Tube Trail look this week in Trails",
      "What does Lava Tube Trail look like in Trails",
    ] {
      let best = try #require(await runtime.interpret(utterance).first, "\(utterance)")
      #expect(best.intent == "GetTrailInfo", "\(utterance)")
    }
    #expect(await runtime.interpret("How does Lava Tube Trail compare in Trails").isEmpty)
  }

  @Test func questionsForAnAmountATimeOrAnotherThingAreRefused() async {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("How long is Half Dome Trail in Trails?").isEmpty)
    #expect(await runtime.interpret("When does Skyline Trail open in Trails?").isEmpty)
    #expect(await runtime.interpret("Is Skyline Trail good for jogging in Trails?").isEmpty)
    #expect(await runtime.interpret("Is tomato soup spicy at Soup Chef?").isEmpty)
  }

  @Test func explainShowsAnAsideAsOneRowAndAnAnsweredQuestionsReason() async {
    let runtime = await BundledApps.runtime()
    let why = runtime.explain("Buy Dune from Book Library, it's a gift for my sister")
    let best = why.candidates.first
    #expect(best?.isMatch == true)
    #expect(best?.steps.filter { $0.kind == .aside }.map(\.words) == ["it's a gift for my sister"])
    let question = runtime.explain("Is Half Dome Trail icy right now in Trails?")
    #expect(question.reason?.contains("Trails › GetTrailInfo answers") == true)
  }

  @Test func anotherAppsPhraseWordIsNoThingOfThisApp() async throws {
    let runtime = await BundledApps.runtime()
    #expect(await runtime.interpret("Purchase a pass in Book Library").isEmpty)
    #expect(await runtime.interpret("Show my Favorites shelf in Book Library").isEmpty)
    // The app's own thing said the same way still matches.
    let shelf = try #require(
      await runtime.interpret("Show my Want to Read shelf in Book Library").first)
    #expect(shelf.intent == "OpenShelf")
  }
}
