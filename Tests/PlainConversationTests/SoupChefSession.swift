import ConversationRuntime
import Foundation
import OpenAppIntents
import PlainConversation
import SoupChef

/// A plain or JSON session over the real Soup Chef app, with scripted lines and captured output.
struct SoupChefSession {
  static let environment = IntentEnvironment.fixed(
    now: Date(timeIntervalSince1970: 1_790_000_000))

  let runtime: ConversationRuntime
  let orders: SoupOrderDataManager
  let input: ScriptedInput
  let output = CapturedOutput()

  init(lines: [String], voiceOnly: Bool = false) async {
    orders = SoupOrderDataManager(environment: Self.environment)
    runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: Self.environment, orders: orders)],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: Self.environment))
    input = ScriptedInput(lines)
  }

  /// Runs a plain session that echoes the person's lines.
  @discardableResult
  func runPlain() async -> [ConversationOutcome] {
    let frontEnd = PlainFrontEnd(input: input, output: output, echoInput: true)
    var outcomes: [ConversationOutcome] = []
    await PlainSession(runtime: runtime, frontEnd: frontEnd).run { outcomes.append($0) }
    return outcomes
  }

  /// Runs a JSON Lines session.
  @discardableResult
  func runJSON() async -> [ConversationOutcome] {
    let frontEnd = JSONFrontEnd(input: input, output: output)
    var outcomes: [ConversationOutcome] = []
    await PlainSession(runtime: runtime, frontEnd: frontEnd).run { outcomes.append($0) }
    return outcomes
  }
}
