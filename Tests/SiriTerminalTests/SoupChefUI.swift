import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriTerminal
import SoupChef
import TerminalTestSupport

/// The curses UI over the real Soup Chef app and runtime, driven without a terminal.
typealias SoupChefUI = ScriptedTerminal

extension ScriptedTerminal {
  /// The UI over Soup Chef alone, with its clock stopped.
  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), voiceOnly: Bool = false) async {
    await self.init(runtime: SoupChefFixture.make(voiceOnly: voiceOnly).runtime, size: size)
  }

  /// Answers each pane with its first choice (Enter; ↓ first in a value pane) until the order's
  /// confirmation pane opens or the turn ends.
  mutating func answerUntilConfirmation() async {
    while state.pane != nil {
      if case .confirmation = state.pane { break }
      if case .valueEntry = state.pane { press(.down) }
      press(.enter)
      await settle()
    }
  }
}
