import ConversationRuntime
import ConversationSession

/// What `update` asks the outside world to do; the driver performs it.
package enum TerminalEffect: Sendable, Equatable {
  /// Hand an utterance to the runtime.
  case send(String)
  /// Run a `:` command that is not the screen's own (all but `:help`, `:clear`, `:quit`)
  /// through ``SessionCommand/run(in:)``, as every front end does. Its answer comes back as
  /// notices, then ``TerminalEvent/commandFinished``; or, for one that may start a turn, as a
  /// turn that ends with ``TerminalEvent/turnFinished``.
  case command(SessionCommand)
  /// Answer the runtime's prompt.
  case reply(PromptID, ConversationReply)
  /// Stop the running intent.
  case cancelTurn
  /// The screen's size, for the header of the recording a `:record` after it starts.
  case setRecordingSize(TerminalSize)
  /// Repaint the whole screen.
  case redraw
  /// Leave the UI.
  case quit
}
