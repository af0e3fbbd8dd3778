import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef
import Trails

/// A runtime with every bundled app — Soup Chef and Trails, as `sirisim` loads them — its clock
/// and randomness fixed so every run reads the same, and Trails' state at hand.
struct TrailsFixture {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)
  /// A fresh clock and seed each time: the seeded randomness is stateful.
  static var environment: IntentEnvironment { .fixed(now: now) }

  let runtime: ConversationRuntime
  let state: TrailsApp.State

  static func make(
    loggedIn: Bool = false, voiceOnly: Bool = false, trailsOnly: Bool = false
  ) async -> TrailsFixture {
    let environment = Self.environment
    let state = TrailsApp.State(loggedIn: loggedIn, environment: environment)
    let trails = TrailsApp.manifest(environment: environment, state: state)
    let apps = trailsOnly ? [trails] : [SoupChefApp.manifest(environment: environment), trails]
    let runtime = await ConversationRuntime(
      apps: apps,
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: environment))
    return TrailsFixture(runtime: runtime, state: state)
  }

  /// Runs an intent by name, as `:run` and `sirisim run` do.
  @discardableResult
  func run(
    _ intent: String, _ parameters: [(String, String)] = [], with frontEnd: ScriptedFrontEnd
  ) async -> ConversationOutcome {
    await runtime.run(intentNamed: intent, parameters: parameters, with: frontEnd)
  }
}

/// The exact texts Trails and Siri say in these tests (Apple's sample's words).
enum TrailsText {
  static let halfDomeFull =
    "The latest conditions reported for Half Dome Trail indicate: Closed for the season."
  static let conditionsSupporting = "Here's the latest information on trail conditions."
  static let dayPassQuestion = "Are you sure you want to purchase a day pass for $6.50?"
  static let dayPassActive = "Your trail day pass is active."
  static let dayPassCanceled = "Your purchase was canceled."
  static let notTracking = "Not currently tracking an activity."
  static let nextManeuver =
    "Turn right in 300 m to return to the parking lot and complete your activity."
  static let whatActivity = "What activity would you like to do?"
  static let notLoggedIn =
    "You aren't logged in. Tap the Continue button to open the app and log in."
  static let provideLocation = "Please provide a location."
  static let favorites = [
    "Devil's Slide Trail", "Vernal Falls Trail", "Thunder Mountain Trail", "McWay Falls Trail",
    "Ojai Valley Trail",
  ]
}
