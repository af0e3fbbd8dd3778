import ConversationRuntime
import ConversationTestSupport
import Testing

/// Every bundled app loaded at once: each utterance reaches its own app.
@Suite struct EveryAppTests {
  @Test func eachAppsPhrasesReachThatApp() async throws {
    let fixture = await TrailsFixture.make()
    let cases: [(String, String, String)] = [
      ("Order tomato soup from Soup Chef", "Soup Chef", "OrderSoup"),
      ("Get Half Dome Trail conditions with Trails", "Trails", "GetTrailInfo"),
      ("Start a workout in Trails Sample App", "Trails", "StartTrailActivity"),
      ("Buy a Trails day pass", "Trails", "BuyDayPass"),
    ]
    for (utterance, app, intent) in cases {
      let frontEnd = AnsweringFrontEnd()
      await fixture.runtime.handle(utterance, with: frontEnd)
      let understood = try #require(frontEnd.understandings.first, "\(utterance)")
      #expect(understood.app == app, "\(utterance)")
      #expect(understood.intent == intent, "\(utterance)")
    }
  }

  @Test func anotherAppsNameNeverRunsThisAppsIntent() async {
    let fixture = await TrailsFixture.make()
    for utterance in ["Buy a Soup Chef day pass", "Order Half Dome Trail from Trails"] {
      let frontEnd = AnsweringFrontEnd()
      let outcome = await fixture.runtime.handle(utterance, with: frontEnd)
      let apps = frontEnd.understandings.map(\.app)
      #expect(
        outcome == .notUnderstood || apps.allSatisfy { utterance.contains($0) },
        "\(utterance) ran \(apps)")
    }
  }

  @Test func aPhraseThatNamesNoAppRunsNothing() async {
    let fixture = await TrailsFixture.make()
    let utterances = [
      "Order tomato soup", "Buy a day pass", "Start a workout", "Show my favorites",
      "Get Half Dome conditions", "Track my hiking", "Open Favorites", "Purchase a pass",
    ]
    for utterance in utterances {
      let frontEnd = AnsweringFrontEnd()
      let outcome = await fixture.runtime.handle(utterance, with: frontEnd)
      #expect(outcome == .notUnderstood, "\(utterance)")
      #expect(frontEnd.understandings.isEmpty, "\(utterance)")
    }
  }

  @Test func loadingOneAppLeavesTheOthersOut() async {
    let fixture = await TrailsFixture.make(trailsOnly: true)
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.handle("Order tomato soup from Soup Chef", with: frontEnd)

    #expect(outcome == .notUnderstood)
  }
}
