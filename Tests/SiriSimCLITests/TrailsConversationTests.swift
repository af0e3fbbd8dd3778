import CLITestSupport
import Testing

/// Trails through the built `sirisim`: conditions, a day pass, an activity, suggestions.
@Suite struct TrailsConversationTests {
  @Test func readsTrailConditions() throws {
    let run = try sirisim().run(
      ["--now", now],
      input: typed(
        "Get Half Dome Trail conditions with Trails", "Get conditions on McWay with Trails"))
    expectLines(
      [
        "Siri: Here's the latest information on trail conditions.",
        "│ Closed for the season  │", "│ McWay Falls Trail               │",
      ], in: run.output)
  }

  @Test func speaksTheFullDialogVoiceOnly() throws {
    let run = try sirisim().run(
      ["--voice-only", "--now", now], input: typed("Get Half Dome Trail conditions with Trails"))
    expectLines(
      [
        "Siri: The latest conditions reported for Half Dome Trail indicate: Closed for the season."
      ], in: run.output)
  }

  @Test func buysAndDeclinesADayPass() throws {
    let run = try sirisim().run(
      ["--now", now],
      input: typed("Buy a Trails day pass", "yes", "Purchase a pass in Trails Sample App", "no"))
    expectLines(
      [
        "Siri: Are you sure you want to purchase a day pass for $6.50?", "[Buy]  [Cancel]",
        "Siri: Your trail day pass is active.", "Siri: Your purchase was canceled.",
      ], in: run.output)
  }

  @Test func tracksAnActivityTheSameWayAtTheSameTime() throws {
    let input = typed(
      "Track my snowshoeing in Trails", ":run NextTrailManeuver", ":run PauseTrailActivity",
      ":run ResumeTrailActivity", ":run EndTrailActivity", ":run SummarizeActivities")
    let sandbox = try sirisim()
    let run = try sandbox.run(["--now", now], input: input)
    expectLines(
      [
        "[Trails opened: Tracking Snowshoeing on ",
        "Siri: Turn right in 300 m to return to the parking lot and complete your activity.",
        "Siri: The Action button now runs End Trail Activity.",
        " (paused) — Turn right in 300 m", "[Trails opened: Near Me — Devil's Slide Trail",
        "Siri: You completed 1 workouts in 0 months. Incredible!",
      ], in: run.output)
    #expect(try sandbox.run(["--now", now], input: input).output == run.output)
  }

  @Test func failsToNavigateWithNoActivity() throws {
    let run = try sirisim().run(["run", "NextTrailManeuver", "--now", now])
    expectLines(["Siri: Not currently tracking an activity."], in: run.combined)
    #expect(run.status == 1)
  }

  @Test func suggestsTrailsAfterLoggingIn() throws {
    let run = try sirisim().run(
      ["run", "SuggestTrails", "--store", ":memory:", "--now", now],
      input: typed("hiking", "continue", "log in", "Yosemite", "yes"))
    expectLines(
      [
        "Siri: What activity would you like to do?",
        "Siri: You aren't logged in. Tap the Continue button to open the app and log in.",
        "[Continue]  [Cancel]", "Siri: Trails is open. What would you like to do?",
        "Siri: Please provide a location.", "Siri: Did you mean Yosemite National Park?",
        "Siri: Suggested Trails: Hetch Hetchy Valley Trail, Tuolumne Grove Trail",
      ], in: run.output)
  }

  @Test func asksWhichOfSeveralRegions() throws {
    let run = try sirisim().run(
      [
        "run", "SuggestTrails", "activity=hiking", "location=National Forest", "--store",
        ":memory:", "--now", now,
      ], input: typed("continue", "log in", "3"))
    expectLines(
      ["Siri: Multiple locations match National Forest. Did you mean one of these locations?"],
      in: run.combined)
  }

  @Test func logsOutOnceLoggedIn() throws {
    let sandbox = try sirisim()
    let store = sandbox.path("trails.sqlite")
    _ = try sandbox.run(
      [
        "run", "SuggestTrails", "activity=hiking", "location=Yosemite", "--store", store,
        "--now", now,
      ], input: typed("continue", "log in"))
    let run = try sandbox.run(
      ["converse", "--store", store, "--now", now],
      input: typed("Log out of Trails", "Log out of Trails"))
    expectLines(
      ["→ Trails · Log Out", "Siri: You're logged out.", "Siri: You aren't logged in."],
      in: run.combined)
  }
}
