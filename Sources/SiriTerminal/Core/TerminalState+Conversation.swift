import ConversationRuntime

extension TerminalState {
  /// Adds what the runtime shows to the scrollback.
  mutating func receive(_ event: ConversationEvent) {
    if case .answered(let answer) = event {
      if let typed = pendingEcho {
        scrollback.append(.answer(answer.differs ? "\(answer.value)  (“\(typed)”)" : answer.value))
        pendingEcho = nil
      }
      return
    }
    flushEcho()
    if case .speech(let speech) = event, isAwaitingAnswerReply, speech.kind != .dialog,
      speech.snippet == nil, !speech.text.isEmpty
    {
      // Siri's words about the answer ("The quantity must be from 1 to 99."): held for the
      // pane that asks again, so they show once, there, not also behind it.
      retryNotice = [retryNotice, speech.text].compactMap { $0 }.joined(separator: " ")
      heldSpeech.append(.siri(text: speech.text, snippet: nil, isError: speech.kind == .error))
      return
    }
    releaseHeldSpeech()
    switch event {
    case .understood(let understanding):
      scrollback.append(
        .understood(
          app: understanding.app, intent: understanding.intentTitle,
          values: understanding.values.map(\.description)))
    case .speech(let speech):
      guard !speech.text.isEmpty || speech.snippet != nil else { return }
      scrollback.append(
        .siri(text: speech.text, snippet: speech.snippet, isError: speech.kind == .error))
    case .appOpened(let opened):
      scrollback.append(.appOpened(app: opened.app, screen: opened.screen))
    case .ended(let outcome):
      pointsToWhy = outcome == .notUnderstood
    case .prompt, .answered:
      break
    }
  }

  /// Writes the held words to the scrollback: no question took them as its notice.
  mutating func releaseHeldSpeech() {
    scrollback += heldSpeech
    heldSpeech.removeAll()
    retryNotice = nil
  }

  /// Echoes a typed answer as typed: the runtime did not read it as a value (it asks again, or
  /// the turn goes on without it).
  mutating func flushEcho() {
    guard let typed = pendingEcho else { return }
    scrollback.append(.answer(typed))
    pendingEcho = nil
  }
}
