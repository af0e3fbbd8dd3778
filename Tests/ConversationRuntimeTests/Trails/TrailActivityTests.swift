import ConversationRuntime
import ConversationTestSupport
import Testing
import Trails

/// "Track my snowshoeing in Trails", then the Action button's intents: Next, Pause, Resume, End.
@Suite struct TrailActivityTests {
  @Test func tracksTheActivityOnARandomTrailThatAllowsIt() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Track my snowshoeing in Trails", with: frontEnd)

    let activity = try #require(fixture.state.activity.activityInProgress)
    #expect(activity.style == .snowshoeing)
    let trail = try #require(fixture.state.trails.trail(with: activity.trail))
    #expect(trail.activities.contains(.snowshoeing))
    #expect(activity.start == TestClock.epoch)
    let opened = try #require(frontEnd.openedApps.last)
    #expect(opened.app == "Trails")
    #expect(opened.screen == "Tracking Snowshoeing on \(trail.name)")
  }

  @Test func theSameSeedPicksTheSameTrail() async throws {
    var picked: [Int] = []
    for _ in 0..<2 {
      let fixture = await TrailsFixture.make()
      await fixture.runtime.handle("Track my snowshoeing in Trails", with: AnsweringFrontEnd())
      picked.append(try #require(fixture.state.activity.activityInProgress).trail)
    }
    #expect(picked[0] == picked[1])
  }

  @Test func everyStyleFindsATrail() async throws {
    for style in ActivityStyle.allCases {
      let fixture = await TrailsFixture.make()
      await fixture.run(
        "StartTrailActivity", [("workoutStyle", style.rawValue)], with: AnsweringFrontEnd())
      let activity = try #require(fixture.state.activity.activityInProgress, "\(style)")
      #expect(fixture.state.trails.trail(with: activity.trail)?.activities.contains(style) == true)
    }
  }

  @Test func nextManeuverSaysTheTurnAndSetsTheActionButtonToEnd() async throws {
    let fixture = await TrailsFixture.make()
    await fixture.runtime.handle("Track my hiking in Trails", with: AnsweringFrontEnd())
    let frontEnd = AnsweringFrontEnd()

    await fixture.run("NextTrailManeuver", with: frontEnd)

    #expect(
      frontEnd.spokenTexts == [
        TrailsText.nextManeuver, "The Action button now runs End Trail Activity.",
      ])
    #expect(fixture.state.activity.nextManeuver == TrailsText.nextManeuver)
  }

  @Test func pauseResumeAndEndShowTheActivityAndPassTheActionButtonOn() async throws {
    let fixture = await TrailsFixture.make()
    await fixture.runtime.handle("Track my jogging in Trails", with: AnsweringFrontEnd())
    let trailName = try #require(
      fixture.state.activity.activityInProgress.flatMap {
        fixture.state.trails.trail(with: $0.trail)
      }
    ).name

    let pause = AnsweringFrontEnd()
    await fixture.run("PauseTrailActivity", with: pause)
    #expect(pause.openedApps.last?.screen == "Tracking Jogging on \(trailName) (paused)")
    #expect(pause.spokenTexts == ["The Action button now runs Resume Trail Activity."])
    #expect(fixture.state.activity.isPaused)

    let resume = AnsweringFrontEnd()
    await fixture.run("ResumeTrailActivity", with: resume)
    #expect(resume.openedApps.last?.screen == "Tracking Jogging on \(trailName)")
    #expect(resume.spokenTexts == ["The Action button now runs Get Next Navigation Step."])

    let end = AnsweringFrontEnd()
    await fixture.run("EndTrailActivity", with: end)
    #expect(fixture.state.activity.activityInProgress == nil)
    #expect(fixture.state.activity.activityHistory.count == 1)
    #expect(fixture.state.activity.activityHistory.first?.end == TestClock.epoch)
    #expect(end.openedApps.last?.screen?.hasPrefix("Near Me — Devil's Slide Trail") == true)
    #expect(end.spokenTexts == ["The Action button now runs Start Trail Activity."])
  }

  @Test func nextManeuverWithoutAnActivitySaysSo() async {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.run("NextTrailManeuver", with: frontEnd)

    #expect(frontEnd.spokenTexts == [TrailsText.notTracking])
    #expect(outcome == .failed(message: TrailsText.notTracking))
  }

  @Test func summarizeCountsTheTrackedActivities() async {
    let fixture = await TrailsFixture.make()
    let empty = AnsweringFrontEnd()
    await fixture.run("SummarizeActivities", with: empty)
    #expect(empty.spokenTexts == ["You haven't logged a workout yet. Let's get started!"])

    await fixture.runtime.handle("Track my hiking in Trails", with: AnsweringFrontEnd())
    await fixture.run("EndTrailActivity", with: AnsweringFrontEnd())
    await fixture.runtime.handle("Track my biking in Trails", with: AnsweringFrontEnd())
    let summary = AnsweringFrontEnd()
    await fixture.run("SummarizeActivities", with: summary)
    #expect(summary.spokenTexts == ["You completed 2 workouts in 0 months. Incredible!"])
  }
}
