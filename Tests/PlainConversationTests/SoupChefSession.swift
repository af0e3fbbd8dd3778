import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import PlainConversation
import SoupChef

/// A plain or JSON session over the real Soup Chef app, with scripted lines and captured output.
struct SoupChefSession {
  let runtime: ConversationRuntime
  let orders: SoupOrderDataManager
  let input: ScriptedInput
  let output = CapturedOutput()

  init(lines: [String], voiceOnly: Bool = false) async {
    let fixture = await SoupChefFixture.make(voiceOnly: voiceOnly)
    runtime = fixture.runtime
    orders = fixture.orders
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
