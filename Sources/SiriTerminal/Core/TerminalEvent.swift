import ConversationRuntime

/// Something the UI reacts to: a key, a resize, a tick of the clock, or news from the runtime.
package enum TerminalEvent: Sendable, Equatable {
  /// The person pressed a key.
  case key(Key)
  /// Printable characters typed in a row, as a paste delivers them: handled as those keys one
  /// by one would be, but typed into a field in one go.
  case text(String)
  /// The mouse clicked or scrolled.
  case mouse(MouseEvent)
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
  /// Lines that are not part of the conversation, such as a Find action's results.
  case notices([String], isError: Bool)
  /// A `:` command that answers with notices (not `:run` or `:suggestion`) is done; its
  /// notices came before.
  case commandFinished
  /// Siri's top suggestion changed (`nil`: none): the idle tip shows it and Enter runs it.
  case suggestion(String?)
  /// A transcript started (`true`) or stopped being written (`:record`, `:stop`).
  case recording(Bool)
  /// The device was locked (`true`) or unlocked (`:lock`, `:unlock`, an unlock answer).
  case deviceLocked(Bool)
  /// A signal asked the program to stop (SIGINT, SIGTERM, SIGHUP).
  case interrupted
  /// What the words typed so far would do (`nil`: they begin no phrase), read for `typed`.
  case preview(typed: String, ConversationPreview?)
}

extension TerminalEvent {
  /// The events with each run of printable characters joined into one ``text(_:)`` event, as
  /// the UI loop batches the keys of one read, so that a paste is one insertion.
  package static func coalescingTyping(_ events: [TerminalEvent]) -> [TerminalEvent] {
    var result: [TerminalEvent] = []
    var run = ""
    func flush() {
      guard let first = run.first else { return }
      result.append(run.count == 1 ? .key(.character(first)) : .text(run))
      run = ""
    }
    for event in events {
      if case .key(.character(let character)) = event {
        run.append(character)
        continue
      }
      flush()
      result.append(event)
    }
    flush()
    return result
  }
}
