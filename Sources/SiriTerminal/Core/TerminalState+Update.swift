import ConversationRuntime
import ConversationSession

extension TerminalState {
  /// Applies an event to the state and returns what the driver should do. Pure: no I/O, no
  /// clock; the same state and event always give the same result.
  package mutating func update(_ event: TerminalEvent, keyMap: KeyMap = .standard)
    -> [TerminalEffect]
  {
    switch event {
    case .key(let key):
      return typed(event, key: key, keyMap: keyMap) { $0.press(key, keyMap: keyMap) }
    case .text(let text):
      return typed(event, key: nil, keyMap: keyMap) { $0.typeText(text, keyMap: keyMap) }
    case .mouse(let mouse):
      flash = nil
      return handle(mouse)
    case .resized(let size):
      self.size = size
      clampScroll()
      return []
    case .tick:
      if isBusy { spinnerFrame += 1 }
      return []
    case .conversation(let event):
      receive(event)
      return []
    case .prompt(let id, let prompt):
      flushEcho()
      ask(id: id, prompt: prompt)
      return replayTypeahead(keyMap: keyMap)
    case .turnFinished:
      flushEcho()
      releaseHeldSpeech()
      isTurnRunning = false
      isAwaitingAnswerReply = false
      finishedTurns += 1
      // A question left open by a turn that ended can no longer be answered.
      closePane()
      return replayTypeahead(keyMap: keyMap)
    case .commandFinished:
      commandsAnswering = max(0, commandsAnswering - 1)
      return []
    case .suggestion(let tip):
      suggestion = tip
      return []
    case .recording(let isOn):
      isRecording = isOn
      return []
    case .deviceLocked(let isLocked):
      isDeviceLocked = isLocked
      return []
    case .notices(let lines, let isError):
      flushEcho()
      scrollback += lines.map { .notice($0, isError: isError) }
      scrollTop = nil
      return []
    case .interrupted:
      return quit()
    case .preview(let typed, let reading):
      preview = InputPreview(typed: typed, reading: reading)
      return []
    }
  }

  /// A key (or, for `key` `nil`, text) typed: it clears the flash, then waits as typeahead
  /// while Siri works (``holdsTypeahead(_:keyMap:)``) or `acts` now.
  private mutating func typed(
    _ event: TerminalEvent, key: Key?, keyMap: KeyMap,
    acts: (inout TerminalState) -> [TerminalEffect]
  ) -> [TerminalEffect] {
    flash = nil
    if holdsTypeahead(key, keyMap: keyMap) {
      typeahead.append(event)
      return []
    }
    return acts(&self)
  }

  /// Whether a key typed now waits for what Siri does next: while she works with no pane open,
  /// keys are held (shown in the input line) and replayed, in order, into the pane that opens
  /// or the input line when the turn ends, so that typing ahead never lands half in each. Keys
  /// that act at once (quit, redraw, Esc to stop, scrolling) are not held.
  /// `key` is `nil` for typed text.
  func holdsTypeahead(_ key: Key?, keyMap: KeyMap) -> Bool {
    guard isTurnRunning, pane == nil, help == nil else { return false }
    guard let key else { return true }
    if keyMap.action(for: key, in: [.everywhere, .busy]) != nil { return false }
    return ![.pageUp, .pageDown].contains(key)
  }

  /// Hands the held keys to what is focused now; keys still held after (an Enter that answered
  /// a pane made Siri busy again) wait for the next pane.
  mutating func replayTypeahead(keyMap: KeyMap) -> [TerminalEffect] {
    let held = typeahead
    typeahead = []
    var effects: [TerminalEffect] = []
    for event in held where !hasQuit { effects += update(event, keyMap: keyMap) }
    return effects
  }

  /// Routes a key through the key map; unbound printable keys type into the focused field.
  ///
  /// A terminal below ``TerminalSize/minimum`` shows only a notice, but keys act as usual: what
  /// is typed while the window is small (or before it has its size) is in the line, or said,
  /// when it grows, rather than lost.
  mutating func press(_ key: Key, keyMap: KeyMap) -> [TerminalEffect] {
    let scopes = activeScopes
    if let action = keyMap.action(for: key, in: scopes) {
      return perform(action, key: key)
    }
    guard case .character(let character) = key else { return [] }
    if scopes.contains(.textField) { type(String(character)) }
    return []
  }

  /// Handles characters typed in a row: each as its own key while a character could mean an
  /// action (an empty line's `?`, a pick list's digits, a confirmation's `y`), the rest typed
  /// into the field at once, so a paste costs one insertion rather than one per key.
  mutating func typeText(_ text: String, keyMap: KeyMap) -> [TerminalEffect] {
    var effects: [TerminalEffect] = []
    var rest = Substring(text)
    while let first = rest.first, !hasQuit {
      let scopes = activeScopes
      if scopes.contains(.textField), !keyMap.bindsCharacters(in: scopes) {
        type(String(rest))
        break
      }
      effects += press(.character(first), keyMap: keyMap)
      rest = rest.dropFirst()
    }
    return effects
  }

  /// Carries out a key map action.
  mutating func perform(_ action: TerminalAction, key: Key) -> [TerminalEffect] {
    switch action {
    case .quit:
      return quit()
    case .redraw:
      return [.redraw]
    case .togglePreview:
      showsPreview.toggle()
      flash = Flash(showsPreview ? "Preview on (^P hides it)" : "Preview off (^P shows it)")
    case .undo:
      return run(SessionCommand(UndoCommand()), line: ":undo")
    case .send:
      return sendInput()
    case .historyPrevious:
      if let line = history.previous(current: input.text) { input.replace(with: line) }
    case .historyNext:
      if let line = history.next() { input.replace(with: line) }
    case .moveLeft, .moveRight, .moveToStart, .moveToEnd, .moveWordLeft, .moveWordRight,
      .deleteBackward, .deleteForward, .killToEnd, .killToStart, .deleteWordBackward,
      .deleteWordForward:
      edit(action)
    case .completeCommand:
      if let first = commandMatches.first {
        let name = first.command.split(separator: " ").first.map(String.init) ?? first.command
        input.replace(with: name + " ")
      }
    case .acceptTip:
      // Siri's suggestion, when there is one, is what the tip shows: it is taken as the
      // command that runs it, for Enter to send.
      if !isTurnRunning, input.isEmpty, let taken = suggestion == nil ? tip : Self.suggestionLine {
        input.replace(with: taken)
      }
    case .scrollPageUp, .scrollPageDown, .scrollToTop, .scrollToBottom:
      scroll(action)
    case .openHelp:
      help = HelpState()
    case .closeHelp:
      help = nil
    case .stopIntent:
      // What was typed ahead comes back to the input line, but sends nothing by itself.
      typeahead.removeAll { $0 == .key(.enter) }
      flash = Flash("Stopping…")
      return [.cancelTurn]
    case .stepUp, .stepDown:
      step(by: action == .stepUp ? 1 : -1)
    case .highlightPrevious, .highlightNext, .accept, .dismiss,
      .focusNextButton, .focusPreviousButton:
      return paneAction(action, key: key)
    case .newLine:
      type(String(MultilineField.lineBreak))
    case .typeText:
      break
    }
    return []
  }

  /// Applies an editing action to the focused field.
  mutating func edit(_ action: TerminalAction) {
    // The pane is taken out while its field changes, so that the field is edited in place
    // rather than copied: a key costs the same on a long line as on a short one.
    switch pane {
    case .valueEntry(var value):
      pane = nil
      value.list.edit(action, highlightingAlways: false)
      pane = .valueEntry(value)
    case .choice(var choice):
      pane = nil
      choice.list.edit(action, highlightingAlways: true)
      pane = .choice(choice)
    case .confirmation(var confirmation):
      pane = nil
      confirmation.field.apply(action)
      pane = .confirmation(confirmation)
    case nil:
      input.apply(action)
    }
  }

  /// Types text into the focused field; says so when the line is full.
  mutating func type(_ text: String) {
    var dropped = 0
    switch pane {
    case .valueEntry(var value):
      pane = nil
      var text = text
      if value.prompt.entry.digitsOnly, text.contains(where: { !($0.isASCII && $0.isNumber) }) {
        // A number pad has no other keys: what is not a digit is not typed, and said so.
        text = text.filter { $0.isASCII && $0.isNumber }
        flash = Flash("This field takes digits only.", isError: true)
      }
      dropped = value.list.field.insert(text)
      value.list.filterChanged(always: false)
      pane = .valueEntry(value)
    case .choice(var choice):
      pane = nil
      dropped = choice.list.field.insert(text)
      choice.list.filterChanged(always: true)
      pane = .choice(choice)
    case .confirmation(var confirmation):
      pane = nil
      dropped = confirmation.field.insert(text)
      pane = .confirmation(confirmation)
    case nil:
      dropped = input.insert(text)
    }
    if dropped > 0 {
      flash = Flash(
        "The line is full (\(LineEditor.maxBytes / 1024) KiB); the rest was not typed.",
        isError: true)
    }
  }

  /// Steps the number typed in a value pane by `delta`, within the prompt's range: an empty or
  /// unreadable field starts from the range's low end.
  mutating func step(by delta: Double) {
    guard case .valueEntry(var value) = pane, let range = value.prompt.range else { return }
    pane = nil
    let typed = Double(value.list.field.text.trimmingCharacters(in: .whitespaces))
      .flatMap { $0.isFinite ? $0 : nil }
    let next =
      typed.map { min(max($0 + delta, range.lowerBound), range.upperBound) }
      ?? range.lowerBound
    let text = next.rounded() == next && abs(next) < 1e15 ? String(Int(next)) : String(next)
    value.list.field.replace(with: text)
    pane = .valueEntry(value)
  }
}
