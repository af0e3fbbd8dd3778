import ConversationRuntime
import ConversationTestSupport
import Foundation
import Testing

/// Siri Suggestions ranked from donations: frequency, recency, time of day and weekday, with the
/// reason Siri gives. Times are read in UTC here.
@Suite struct SuggestionRankerTests {
  let ranker = SuggestionRanker(timeZone: TimeZone(identifier: "UTC") ?? .current)
  /// Monday 2026-11-23, 12:00 UTC.
  let mondayNoon = TestClock.mondayNoon

  func donation(
    _ soup: String, daysAgo: Double = 0, hour: Double = 12, store: String = "Ferry Building",
    outcome: IntentDonation.Outcome = .completed, intent: String = "OrderSoup",
    title: String = "Order Soup"
  ) -> IntentDonation {
    let day = mondayNoon.addingTimeInterval(-daysAgo * 86_400 - 12 * 3_600)
    return IntentDonation(
      id: UUID(), app: "Soup Chef", intent: intent, intentTitle: title,
      parameters: [
        SavedParameter(name: "soup", value: soup),
        SavedParameter(name: "storeLocation", value: store),
      ],
      date: day.addingTimeInterval(hour * 3_600), outcome: outcome)
  }

  @Test func noDonationsNoSuggestions() {
    #expect(ranker.rank([], now: mondayNoon).isEmpty)
  }

  @Test func twoTomatoSoupsAtNoonAreSuggestedWithTheirReason() throws {
    let ranked = ranker.rank([donation("Tomato Soup"), donation("Tomato Soup")], now: mondayNoon)
    let top = try #require(ranked.first)
    #expect(top.summary == "Order Soup · soup: Tomato Soup · storeLocation: Ferry Building")
    #expect(top.count == 2)
    #expect(top.reason == "You order Tomato Soup around noon")
    #expect(top.invocation == "OrderSoup 'soup=Tomato Soup' 'storeLocation=Ferry Building'")
  }

  @Test func theMoreFrequentActionRanksFirst() {
    let ranked = ranker.rank(
      [donation("Chili"), donation("Tomato Soup"), donation("Tomato Soup")], now: mondayNoon)
    #expect(ranked.map { $0.parameters.first?.value } == ["Tomato Soup", "Chili"])
  }

  @Test func aRecentActionOutranksAnOldOne() {
    let ranked = ranker.rank(
      [donation("Chili", daysAgo: 60), donation("Tomato Soup", daysAgo: 1)], now: mondayNoon)
    #expect(ranked.first?.parameters.first?.value == "Tomato Soup")
  }

  @Test func whatIsDoneAtThisHourOutranksWhatIsDoneAtAnother() {
    let donations = [
      donation("Chili", daysAgo: 1, hour: 19), donation("Tomato Soup", daysAgo: 1, hour: 12),
    ]
    #expect(ranker.rank(donations, now: mondayNoon).first?.parameters.first?.value == "Tomato Soup")
    let evening = mondayNoon.addingTimeInterval(7 * 3_600)
    #expect(ranker.rank(donations, now: evening).first?.parameters.first?.value == "Chili")
  }

  @Test func aWeeklyHabitIsSaidWithItsWeekday() throws {
    let mondays = [7.0, 14, 21].map { donation("Tomato Soup", daysAgo: $0) }
    let top = try #require(ranker.rank(mondays, now: mondayNoon).first)
    #expect(top.reason == "You order Tomato Soup on Mondays around noon")
  }

  @Test func noPatternIsClaimedWhereThereIsNone() throws {
    let scattered = [
      donation("Tomato Soup", daysAgo: 1, hour: 8), donation("Tomato Soup", daysAgo: 2, hour: 13),
      donation("Tomato Soup", daysAgo: 3, hour: 19),
    ]
    let top = try #require(ranker.rank(scattered, now: mondayNoon).first)
    #expect(top.reason == "You order Tomato Soup")
  }

  @Test func failedRunsAndFutureDonationsAreNotSuggested() {
    let ranked = ranker.rank(
      [donation("Chili", outcome: .failed), donation("Tomato Soup", daysAgo: -1)],
      now: mondayNoon)
    #expect(ranked.isEmpty)
  }

  @Test func appDonationsAreSuggestedLikeRuns() {
    let ranked = ranker.rank([donation("Chili", outcome: .donated)], now: mondayNoon)
    #expect(ranked.first?.reason == "You ordered Chili recently")
  }

  @Test func oneSuggestionPerSoupRunningWithItsUsualValues() throws {
    let ranked = ranker.rank(
      [
        donation("Tomato Soup", store: "Civic Center"),
        donation("Tomato Soup", store: "Ferry Building"),
        donation("Tomato Soup", store: "Ferry Building"),
      ], now: mondayNoon)
    #expect(ranked.count == 1)
    #expect(ranked.first?.parameters.last?.value == "Ferry Building")
    #expect(ranked.first?.count == 3)
  }

  @Test func theRankingIsTheSameEveryRun() {
    let donations = [donation("Chili"), donation("Tomato Soup"), donation("Clam Chowder")]
    let first = ranker.rank(donations, now: mondayNoon).map(\.invocation)
    for _ in 0..<20 {
      #expect(ranker.rank(donations.shuffled(), now: mondayNoon).map(\.invocation) == first)
    }
  }

  @Test func theLimitIsKept() {
    let donations = ["A", "B", "C", "D"].map { donation($0) }
    #expect(ranker.rank(donations, now: mondayNoon, limit: 2).count == 2)
  }

  @Test(arguments: [
    ("Order Soup", "soup", "Tomato Soup", "order Tomato Soup"),
    ("Open Book", "book", "Dune", "open Dune"),
    ("Get Trail Info", "trail", "Alamere Falls", "get trail info for Alamere Falls"),
  ])
  func theActionReadsAsAPersonWouldSayIt(
    title: String, parameter: String, value: String, expected: String
  ) {
    let donation = IntentDonation(
      id: UUID(), app: "App", intent: "Intent", intentTitle: title,
      parameters: [SavedParameter(name: parameter, value: value)], date: mondayNoon,
      outcome: .completed)
    #expect(SuggestionRanker.action(donation) == expected)
  }

  @Test(arguments: [
    ("Buy Day Pass", "bought a day pass"),
    ("Start Trail Activity", "started a trail activity"),
    ("Get Next Navigation Step", "got the next navigation step"),
    ("Open Favorite Trails", "opened favorite trails"),
    ("Summarize Activities", "summarized activities"),
    ("Log Out", "logged out"),
    ("Show My Order", "showed my order"),
    ("Order Again", "ordered again"),
    ("Get Trail Information", "got trail information"),
  ])
  func anIntentWithoutValuesReadsAsItsTitleWithTheArticleEnglishPuts(
    title: String, expected: String
  ) {
    let donation = IntentDonation(
      id: UUID(), app: "Trails", intent: "Intent", intentTitle: title,
      parameters: [], date: mondayNoon, outcome: .completed)
    #expect(SuggestionRanker.action(donation, past: true) == expected)
  }

  @Test func aDayPassBoughtOnceReadsAsASentence() throws {
    let donation = IntentDonation(
      id: UUID(), app: "Trails", intent: "BuyDayPass", intentTitle: "Buy Day Pass",
      parameters: [], date: mondayNoon.addingTimeInterval(-3_600), outcome: .completed)
    let top = try #require(ranker.rank([donation], now: mondayNoon).first)
    #expect(top.reason == "You bought a day pass recently")
  }

  @Test func hoursAndWeekdaysAreReadInTheRankersTimeZoneAcrossDaylightSaving() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = newYork
    // Mondays at noon in New York, on both sides of the end of daylight saving (2026-11-01).
    let mondays = try ["2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09"].map { day in
      let parts = day.split(separator: "-").compactMap { Int($0) }
      let date = try #require(
        calendar.date(
          from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12)))
      return IntentDonation(
        id: UUID(), app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup",
        parameters: [SavedParameter(name: "soup", value: "Tomato Soup")], date: date,
        outcome: .completed)
    }
    let now = mondays[3].date.addingTimeInterval(7 * 86_400)
    let inNewYork = SuggestionRanker(timeZone: newYork).rank(mondays, now: now)
    #expect(inNewYork.first?.reason == "You order Tomato Soup on Mondays around noon")
    let inTokyo = SuggestionRanker(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
      .rank(mondays, now: now)
    #expect(inTokyo.first?.reason == "You order Tomato Soup on Tuesdays at night")
  }
}
