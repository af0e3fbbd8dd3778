import ConversationRuntime
import ConversationSession
import Foundation
import OpenAppIntents

extension TerminalState {
  /// Opens the pane for one of the runtime's questions. The question goes into the scrollback
  /// when the pane closes, followed by the answer, so the pane does not repeat what is
  /// behind it.
  mutating func ask(id: PromptID, prompt: ConversationPrompt) {
    closePane()
    pane = Pane(id: id, prompt: prompt)
    paneNoticeEntries = heldSpeech
    heldSpeech.removeAll()
    if turnIsFromSuggestion, case .confirmation(var confirmation) = pane {
      confirmation.focus = nil
      pane = .confirmation(confirmation)
    }
    paneNotice = retryNotice
    retryNotice = nil
    isAwaitingAnswerReply = false
    help = nil
  }

  /// Closes the open pane, noting its question in the scrollback.
  mutating func closePane() {
    guard let pane else { return }
    var snippet: Snippet?
    if case .confirmation(let confirmation) = pane { snippet = confirmation.prompt.snippet }
    scrollback += paneNoticeEntries
    paneNoticeEntries.removeAll()
    scrollback.append(.siri(text: pane.dialog, snippet: snippet, isError: false))
    self.pane = nil
    paneNotice = nil
  }

  /// Carries out an action of the open pane (or scrolls the help by a line).
  mutating func paneAction(_ action: TerminalAction, key: Key) -> [TerminalEffect] {
    if var help {
      switch action {
      case .highlightPrevious: help.top = max(0, help.top - 1)
      case .highlightNext: help.top = min(helpMaxTop, help.top + 1)
      default: break
      }
      self.help = help
      return []
    }
    switch pane {
    case .valueEntry(var value):
      switch action {
      case .highlightPrevious: value.list.highlightPrevious(canLeave: true)
      case .highlightNext: value.list.highlightNext()
      case .accept: return acceptValue(value)
      case .dismiss: return answer(value.id, .cancel, shown: nil)
      default: break
      }
      pane = .valueEntry(value)
    case .choice(var choice):
      switch action {
      case .highlightPrevious: choice.list.highlightPrevious(canLeave: false)
      case .highlightNext: choice.list.highlightNext()
      case .accept:
        if let index = choice.list.highlightedItem {
          return answer(choice.id, .choice(index), shown: choice.list.items[index].title)
        }
        let typed = choice.list.field.text.trimmingCharacters(in: .whitespaces)
        if !typed.isEmpty {
          return answer(typed, to: choice.id, prompt: .choice(choice.prompt), items: choice.list)
        }
      case .dismiss:
        return answer(choice.id, .cancel, shown: nil)
      default: break
      }
      pane = .choice(choice)
    case .confirmation(var confirmation):
      switch action {
      case .focusNextButton, .focusPreviousButton:
        switch confirmation.focus {
        case .confirm: confirmation.focus = .decline
        case .decline: confirmation.focus = .confirm
        // No button yet: → and Tab reach the first, ← and Shift-Tab the last.
        case nil: confirmation.focus = action == .focusNextButton ? .confirm : .decline
        }
      case .highlightPrevious: confirmation.snippetTop = max(0, confirmation.snippetTop - 1)
      case .highlightNext:
        confirmation.snippetTop = min(confirmationSnippetLimit, confirmation.snippetTop + 1)
      case .accept:
        let typed = confirmation.field.text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else {
          guard let focus = confirmation.focus else {
            flash = Flash(Self.noButtonFocused)
            return []
          }
          return pressButton(focus, of: confirmation)
        }
        return answer(
          typed, to: confirmation.id, prompt: .confirmation(confirmation.prompt),
          items: PickList(items: [], highlightsFirst: false))
      case .dismiss: return answer(confirmation.id, .cancel, shown: nil)
      default: break
      }
      pane = .confirmation(confirmation)
    case nil:
      break
    }
    return []
  }

  /// How far the open confirmation's snippet scrolls at this size: 0 when it fits.
  var confirmationSnippetLimit: Int {
    guard let placement = ScreenPlan(state: self).pane else { return 0 }
    return placement.content.bodyTopLimit(rows: placement.geometry.height - 2)
  }

  private mutating func pressButton(
    _ button: ConfirmationPane.Button, of pane: ConfirmationPane
  ) -> [TerminalEffect] {
    let confirms = button == .confirm
    return answer(
      pane.id, .confirm(confirms),
      shown: confirms ? pane.prompt.confirmTitle : pane.prompt.declineTitle)
  }

  private mutating func acceptValue(_ value: ValueEntryPane) -> [TerminalEffect] {
    if let index = value.list.highlightedItem {
      return answer(value.id, .choice(index), shown: value.list.items[index].title)
    }
    var typed = value.list.field.text.trimmingCharacters(in: .whitespaces)
    if value.prompt.entry.multiline { typed = MultilineField.answer(from: typed) }
    guard !typed.isEmpty else {
      flash = Flash("Type an answer, or press Esc to cancel.", isError: true)
      return []
    }
    return answer(typed, to: value.id, prompt: .value(value.prompt), items: value.list)
  }

  /// Sends typed words as every front end reads them (``AnswerReading``): a cancel word
  /// cancels, a suggestion's number picks it, the rest is text for the runtime.
  private mutating func answer(
    _ typed: String, to id: PromptID, prompt: ConversationPrompt, items: PickList
  ) -> [TerminalEffect] {
    let reply = AnswerReading.reply(for: typed, to: prompt)
    if case .choice(let index) = reply, items.items.indices.contains(index) {
      return answer(id, reply, shown: items.items[index].title)
    }
    guard case .text = reply else { return answer(id, reply, shown: typed) }
    // Echoed once the runtime says what it read the words as ("Manhattan Clam Chowder").
    let effects = answer(id, reply, shown: nil)
    pendingEcho = typed
    return effects
  }

  /// Closes the pane, notes the answer in the scrollback and sends the reply.
  private mutating func answer(_ id: PromptID, _ reply: ConversationReply, shown: String?)
    -> [TerminalEffect]
  {
    closePane()
    if let shown { scrollback.append(.answer(shown)) }
    isAwaitingAnswerReply = true
    scrollTop = nil
    spinnerFrame = 0
    return [.reply(id, reply)]
  }
}
