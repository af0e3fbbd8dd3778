import ConversationRuntime
import ConversationTestSupport
import Testing
import Trails

/// SuggestTrails: an activity, the log-in continuation, and a location checked three ways.
@Suite struct SuggestTrailsTests {
  @Test func asksForTheActivityWithTheEnumCases() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.text("hiking")])

    await fixture.run("SuggestTrails", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == TrailsText.whatActivity)
    #expect(prompt.parameter == "activity")
    #expect(
      prompt.suggestions.map(\.title)
        == ["Biking", "Equestrian", "Hiking", "Jogging", "Skiing", "Snowshoeing"])
  }

  @Test func loggedOutItContinuesInTheAppLogsInAndResumes() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([
      .text("hiking"), .confirm(true), .choice(0), .text("Yosemite National Park"),
    ])

    let outcome = await fixture.run("SuggestTrails", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let prompts = frontEnd.prompts
    try #require(prompts.count == 4)
    let continuation = try #require(prompts[1].confirmationPrompt)
    #expect(continuation.text == TrailsText.notLoggedIn)
    #expect(continuation.confirmTitle == "Continue")
    let actions = try #require(prompts[2].choicePrompt)
    #expect(actions.text == "Trails is open. What would you like to do?")
    #expect(actions.choices.map(\.title) == ["Log In", "Back to Siri"])
    #expect(prompts[3].text == TrailsText.provideLocation)
    #expect(
      frontEnd.openedApps.map(\.screen) == [
        "Trails — the sidebar, with a Log In button (you aren't logged in)",
        "Trails — Near Me, Favorites, Browse",
      ])
    #expect(fixture.state.account.loggedIn)
    #expect(
      outcome.completedValue
        == "Hetch Hetchy Valley Trail, Tuolumne Grove Trail, Vernal Falls Trail, Bridalveil Fall Trail, Yosemite Valley Loop Trail and Half Dome Trail"
    )
  }

  @Test func goingBackToSiriStillLoggedOutAsksToContinueAgain() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("hiking"), .confirm(true), .choice(1), .confirm(false)])

    let outcome = await fixture.run("SuggestTrails", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(!fixture.state.account.loggedIn)
    let prompts = frontEnd.prompts
    try #require(prompts.count == 4)
    #expect(prompts[3].text == TrailsText.notLoggedIn)
    #expect(outcome == .cancelled)
  }

  @Test func withNoPlaceRadiusOrCollectionItNeedsALocation() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.text("Lake Tahoe")])

    let outcome = await fixture.run("SuggestTrails", [("activity", "hiking")], with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == TrailsText.provideLocation)
    #expect(prompt.parameter == "location")
    #expect(prompt.suggestions.first?.title == "El Dorado National Forest")
    #expect(prompt.suggestions.count == 17)
    #expect(outcome.completedValue == "Mount Tallac Trail")
  }

  @Test func aNearMissIsConfirmedAsDidYouMean() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await fixture.run(
      "SuggestTrails", [("activity", "snowshoeing"), ("location", "Yosemite")], with: frontEnd)

    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.text == "Did you mean Yosemite National Park?")
    #expect(outcome.completedValue == "Tuolumne Grove Trail")
  }

  @Test func decliningTheSuggestionAsksForTheLocationAgain() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.confirm(false), .text("Inyo National Forest")])

    await fixture.run(
      "SuggestTrails", [("activity", "hiking"), ("location", "Yosemite")], with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let again = try #require(frontEnd.prompts.last?.valuePrompt)
    #expect(again.parameter == "location")
    #expect(frontEnd.spokenTexts.last?.hasPrefix("Suggested Trails: Mount Whitney Trail") == true)
  }

  @Test func severalMatchingRegionsBecomeAPickListInLocalizedOrder() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.choice(3)])

    let outcome = await fixture.run(
      "SuggestTrails", [("activity", "hiking"), ("location", "National Forest")], with: frontEnd)

    let choice = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(
      choice.text
        == "Multiple locations match National Forest. Did you mean one of these locations?")
    #expect(
      choice.choices.map(\.title) == [
        "El Dorado National Forest", "Inyo National Forest", "Los Padres National Forest",
        "Tahoe National Forest",
      ])
    #expect(outcome.completedValue == "Sierra Butes Trail")
  }

  @Test func aPlaceNoRegionContainsIsAskedForAgain() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.text("Pacifica, CA")])

    await fixture.run(
      "SuggestTrails", [("activity", "biking"), ("location", "Atlantis")], with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == "There are no locations that match Atlantis.")
    #expect(frontEnd.spokenTexts.last == "Suggested Trails: Devil's Slide Trail")
  }

  @Test func aRadiusInAnyUnitFiltersByDistance() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let miles = AnsweringFrontEnd()
    await fixture.run(
      "SuggestTrails", [("activity", "biking"), ("searchRadius", "60 miles")], with: miles)
    #expect(
      miles.spokenTexts == [
        "Suggested Trails: Devil's Slide Trail, Pillar Point Bluff Trail, Monterey Bay Coastal Trail and Skyline Trail"
      ])

    let plain = AnsweringFrontEnd()
    await fixture.run(
      "SuggestTrails", [("activity", "biking"), ("searchRadius", "50")], with: plain)
    #expect(plain.spokenTexts == ["Suggested Trails: Pillar Point Bluff Trail"])
  }

  @Test func aNegativeRadiusIsRefused() async throws {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd([.text("100 km")])

    await fixture.run(
      "SuggestTrails", [("activity", "hiking"), ("searchRadius", "-5 km")], with: frontEnd)

    let retry = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(retry.parameter == "searchRadius")
    #expect(frontEnd.scriptConsumed)
  }

  @Test func aFeaturedCollectionNarrowsTheTrails() async {
    let fixture = await TrailsFixture.make(loggedIn: true)
    let frontEnd = AnsweringFrontEnd()

    await fixture.run(
      "SuggestTrails", [("activity", "hiking"), ("trailCollection", "Mojave")], with: frontEnd)

    #expect(
      frontEnd.spokenTexts == [
        "Suggested Trails: Lava Tube Trail, Kelso Dunes Trail and Teutonia Peak Trail"
      ])
  }
}
