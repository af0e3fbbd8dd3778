import ConversationRuntime

/// Something the UI reacts to: a key, a resize, a tick of the clock, or news from the runtime.
public enum TerminalEvent: Sendable, Equatable {
  /// The person pressed a key.
  case key(Key)
  /// Printable characters typed in a row, as a paste delivers them: handled as those keys one
  /// by one would be, but typed into a field in one go.
  case text(String)
  /// The terminal changed size.
  case resized(TerminalSize)
  /// Time passed; the "thinking" indicator advances. The driver ticks while an intent runs.
  case tick
  /// The runtime shows something.
  case conversation(ConversationEvent)
  /// The runtime asks something and waits for the reply with this identifier.
  case prompt(PromptID, ConversationPrompt)
  /// The runtime finished the turn (an utterance or a `:run`).
  case turnFinished
  /// A signal asked the program to stop (SIGINT, SIGTERM, SIGHUP).
  case interrupted
}
