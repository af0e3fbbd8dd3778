import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef
import Trails

/// A runtime with Soup Chef and Trails (or Trails alone), its clock and randomness fixed so
/// every run reads the same, and Trails' state at hand.
public struct TrailsFixture: Sendable {
  package let runtime: ConversationRuntime
  public let state: TrailsApp.State

  /// A fresh runtime over Trails, logged in or not.
  public static func make(
    loggedIn: Bool = false, voiceOnly: Bool = false, trailsOnly: Bool = false
  ) async -> TrailsFixture {
    let environment = TestClock.environment
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
  public func run(
    _ intent: String, _ parameters: [(String, String)] = [], with frontEnd: AnsweringFrontEnd
  ) async -> ConversationOutcome {
    await runtime.run(intentNamed: intent, parameters: parameters, with: frontEnd)
  }
}
