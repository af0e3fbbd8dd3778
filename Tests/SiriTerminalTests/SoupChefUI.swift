import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriTerminal
import SoupChef
import TerminalTestSupport

/// The curses UI over the real Soup Chef app and runtime, driven without a terminal.
typealias SoupChefUI = ScriptedTerminal

extension ScriptedTerminal {
  static let environment = IntentEnvironment.fixed(
    now: Date(timeIntervalSince1970: 1_790_000_000))

  /// The UI over Soup Chef alone, with its clock stopped.
  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), voiceOnly: Bool = false) async {
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: Self.environment)],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: Self.environment))
    await self.init(runtime: runtime, size: size)
  }
}
