import ConversationCommands
import ConversationRuntime

/// What `update` asks the outside world to do; the driver performs it.
public enum TerminalEffect: Sendable, Equatable {
  /// Hand an utterance to the runtime.
  case send(String)
  /// Run an intent by name with preset values (`:run`).
  case run(IntentInvocation)
  /// Run a Find action; the results come back as notices.
  case find(FindRequest)
  /// Explain what an utterance (nil: the last one sent) matched; the lines come back as notices.
  case explain(String?)
  /// Answer the runtime's prompt.
  case reply(PromptID, ConversationReply)
  /// Stop the running intent.
  case cancelTurn
  /// Switch voice-only mode for the next turns.
  case setVoiceOnly(Bool)
  /// Start writing the session to a `.siri` file; the size goes in its header.
  case startRecording(path: String, size: TerminalSize)
  /// Stop writing the session to a file.
  case stopRecording
  /// Save the last completed intent under a phrase (`:add-to-siri`).
  case addToSiri(String)
  /// List Siri's suggestions as notices (`:suggestions`).
  case listSuggestions
  /// Run suggestion N (`:suggestion N`, or Enter on the suggestion tip).
  case runSuggestion(Int)
  /// Repaint the whole screen.
  case redraw
  /// Leave the UI.
  case quit
}
