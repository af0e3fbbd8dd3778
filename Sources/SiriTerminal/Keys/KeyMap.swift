/// The keys of the UI, in one table: `update` looks keys up in it, the footer and the help
/// pane are generated from it, so hints never drift from what the keys do.
package struct KeyMap: Sendable, Hashable {
  /// The bindings; the first that applies to a key wins.
  package var bindings: [KeyBinding]

  /// Creates a key map.
  package init(_ bindings: [KeyBinding]) { self.bindings = bindings }

  /// What `key` does in the given scopes, or `nil` when no binding applies (printable keys
  /// then type into the focused field).
  package func action(for key: Key, in scopes: Set<KeyScope>) -> TerminalAction? {
    bindings.first { scopes.contains($0.scope) && $0.keys.contains(key) }?.action
  }

  /// Whether some printable character has an action in the given scopes.
  package func bindsCharacters(in scopes: Set<KeyScope>) -> Bool {
    bindings.contains { binding in
      scopes.contains(binding.scope)
        && binding.keys.contains { if case .character = $0 { return true } else { return false } }
    }
  }

  /// The footer's hints for the given scopes, in footer order, one per label: the first
  /// binding in the table for a label says what it does, as the first binding for a key is
  /// the one that acts.
  package func hints(in scopes: Set<KeyScope>) -> [(keys: String, summary: String)] {
    var seen = Set<String>()
    return
      bindings
      .filter { scopes.contains($0.scope) && $0.footerRank != nil && $0.label != nil }
      .filter { seen.insert($0.label ?? "").inserted }
      .enumerated()
      .sorted { ($0.element.footerRank ?? 0, $0.offset) < ($1.element.footerRank ?? 0, $1.offset) }
      .map { ($0.element.label ?? "", $0.element.summary) }
  }

  /// The order of the help pane's headings.
  static let helpOrder = [
    "Conversation", "Anywhere", "Any pane", "Pick list", "Value pane", "Confirmation", "Editing",
    "Help",
  ]

  /// Every labelled binding, grouped under the help pane's headings (conversation first), in
  /// table order within each.
  package var helpSections: [(title: String, entries: [(keys: String, summary: String)])] {
    helpSections(leavingOut: [])
  }

  /// ``helpSections`` without the bindings of some scopes, such as `.busy` when nothing runs.
  package func helpSections(leavingOut scopes: Set<KeyScope>)
    -> [(title: String, entries: [(keys: String, summary: String)])]
  {
    var sections: [(title: String, entries: [(keys: String, summary: String)])] = []
    // Taking a suggestion is the footer's to say, where it applies; the help lists what Tab/→
    // does in the conversation.
    for binding in bindings
    where !scopes.contains(binding.scope) && binding.scope != .suggestionReady {
      guard let label = binding.label else { continue }
      let title = binding.scope.title
      if let index = sections.firstIndex(where: { $0.title == title }) {
        if !sections[index].entries.contains(where: { $0.keys == label }) {
          sections[index].entries.append((label, binding.summary))
        }
      } else {
        sections.append((title, [(label, binding.summary)]))
      }
    }
    func rank(_ title: String) -> Int {
      Self.helpOrder.firstIndex(of: title) ?? Self.helpOrder.count
    }
    return sections.sorted { rank($0.title) < rank($1.title) }
  }
}

extension KeyMap {
  /// SiriSim's keys.
  package static let standard = KeyMap(
    [
      // A multiline value pane: before "Anywhere", whose ^D quits.
      KeyBinding(
        [.control("d")], in: .multilineEntry, .accept, label: "^D", summary: "send",
        footerRank: 1),
      KeyBinding(
        [.enter], in: .multilineEntry, .newLine, label: "Enter", summary: "new line",
        footerRank: 1),

      // Anywhere.
      KeyBinding(
        [.control("c"), .control("d")], in: .everywhere, .quit, label: "^C", summary: "quit",
        footerRank: 5),
      KeyBinding([.control("l")], in: .everywhere, .redraw, label: "^L", summary: "redraw"),

      // Help.
      KeyBinding(
        [.escape, .character("?"), .character("q"), .enter], in: .help, .closeHelp,
        label: "Esc", summary: "close", footerRank: 1),
      KeyBinding(
        [.up, .character("k")], in: .help, .highlightPrevious, label: "↑/↓", summary: "scroll",
        footerRank: 2),
      KeyBinding([.down, .character("j")], in: .help, .highlightNext),
      KeyBinding(
        [.pageUp], in: .help, .scrollPageUp, label: "PgUp/PgDn", summary: "page", footerRank: 3),
      KeyBinding([.pageDown], in: .help, .scrollPageDown),

      // Confirmation: with nothing typed the keys work the buttons; typed words unlight them,
      // and Enter sends the words.
      KeyBinding(
        [.left], in: .confirmationButtons, .focusPreviousButton, label: "←/→", summary: "switch",
        footerRank: 2),
      KeyBinding([.right], in: .confirmationButtons, .focusNextButton),
      KeyBinding(
        [.tab], in: .confirmationButtons, .focusNextButton, label: "Tab/Shift-Tab",
        summary: "switch"),
      KeyBinding([.backTab], in: .confirmationButtons, .focusPreviousButton),
      KeyBinding(
        [.enter], in: .confirmationButtons, .accept, label: "Enter", summary: "press",
        footerRank: 1),
      KeyBinding(
        [.enter], in: .confirmationTyped, .accept, label: "Enter", summary: "send", footerRank: 1),
      KeyBinding([], in: .confirmation, .typeText, label: "type", summary: "answer", footerRank: 4),
      KeyBinding(
        [.escape], in: .confirmation, .dismiss, label: "Esc", summary: "cancel", footerRank: 3),
      KeyBinding(
        [.up], in: .confirmation, .highlightPrevious, label: "↑/↓", summary: "scroll the snippet"),
      KeyBinding([.down], in: .confirmation, .highlightNext),

      // Any pane: the conversation above it scrolls.
      KeyBinding(
        [.pageUp], in: .pane, .scrollPageUp, label: "PgUp/PgDn", summary: "scroll the transcript"),
      KeyBinding([.pageDown], in: .pane, .scrollPageDown),

      // Pick list.
      KeyBinding(
        [.up], in: .choice, .highlightPrevious, label: "↑/↓", summary: "move", footerRank: 2),
      KeyBinding([.down], in: .choice, .highlightNext),
      KeyBinding(
        [.character("k")], in: .unfilteredChoice, .highlightPrevious, label: "j/k",
        summary: "move (before typing)"),
      KeyBinding([.character("j")], in: .unfilteredChoice, .highlightNext),
      KeyBinding([.enter], in: .choice, .accept, label: "Enter", summary: "pick", footerRank: 1),
      KeyBinding([.escape], in: .choice, .dismiss, label: "Esc", summary: "cancel", footerRank: 3),
      KeyBinding(
        [], in: .choice, .typeText, label: "type", summary: "filter, or a number", footerRank: 4),

      // Value pane.
      KeyBinding(
        [.up], in: .suggestions, .highlightPrevious, label: "↑/↓", summary: "suggestion",
        footerRank: 2),
      KeyBinding([.down], in: .suggestions, .highlightNext),
      KeyBinding(
        [.enter], in: .valueEntry, .accept, label: "Enter", summary: "answer", footerRank: 1),
      KeyBinding(
        [.escape], in: .valueEntry, .dismiss, label: "Esc", summary: "cancel", footerRank: 3),
      KeyBinding([], in: .suggestions, .typeText, label: "type", summary: "filter", footerRank: 6),
      KeyBinding(
        [.up], in: .stepper, .stepUp, label: "↑/↓", summary: "step the number", footerRank: 2),
      KeyBinding([.down], in: .stepper, .stepDown),

      // Conversation.
      KeyBinding([.escape], in: .busy, .stopIntent, label: "Esc", summary: "stop", footerRank: 0),
      KeyBinding(
        [.tab, .right], in: .suggestionReady, .acceptTip, label: "Tab/→",
        summary: "take suggestion", footerRank: 1),
      KeyBinding(
        [.enter], in: .conversation, .send, label: "Enter", summary: "send", footerRank: 1),
      KeyBinding(
        [.up], in: .conversation, .historyPrevious, label: "↑/↓", summary: "history",
        footerRank: 2),
      KeyBinding([.down], in: .conversation, .historyNext),
      KeyBinding(
        [.pageUp], in: .conversation, .scrollPageUp, label: "PgUp/PgDn", summary: "scroll",
        footerRank: 4),
      KeyBinding([.pageDown], in: .conversation, .scrollPageDown),
      KeyBinding(
        [.home], in: .emptyInput, .scrollToTop, label: "Home/End", summary: "top/bottom",
        footerRank: 7),
      KeyBinding([.end], in: .emptyInput, .scrollToBottom),
      KeyBinding(
        [.character("?")], in: .emptyInput, .openHelp, label: "?", summary: "help", footerRank: 3),
      KeyBinding([], in: .emptyInput, .typeText, label: ":", summary: "commands", footerRank: 6),
      KeyBinding(
        [.tab, .right], in: .emptyInput, .acceptTip, label: "Tab/→", summary: "take the tip"),
      KeyBinding(
        [.tab], in: .commandLine, .completeCommand, label: "Tab", summary: "complete the command",
        footerRank: 5),
      KeyBinding([.control("z")], in: .conversation, .undo, label: "^Z", summary: "undo"),
      KeyBinding(
        [.control("p")], in: .conversation, .togglePreview, label: "^P",
        summary: "preview on/off"),

      // Editing, in every text field.
      KeyBinding([.left], in: .textField, .moveLeft, label: "←/→", summary: "move"),
      KeyBinding([.right], in: .textField, .moveRight),
      KeyBinding(
        [.home, .control("a")], in: .textField, .moveToStart, label: "Home/^A",
        summary: "line start"),
      KeyBinding(
        [.end, .control("e")], in: .textField, .moveToEnd, label: "End/^E", summary: "line end"),
      KeyBinding(
        [.backspace], in: .textField, .deleteBackward, label: "Backspace", summary: "delete back"),
      KeyBinding([.delete], in: .textField, .deleteForward, label: "Del", summary: "delete"),
      KeyBinding(
        [.control("k")], in: .textField, .killToEnd, label: "^K", summary: "delete to end"),
      KeyBinding(
        [.control("u")], in: .textField, .killToStart, label: "^U", summary: "delete to start"),
      KeyBinding(
        [.control("w")], in: .textField, .deleteWordBackward, label: "^W", summary: "delete word"),
      KeyBinding(
        [.alt("b"), .wordLeft], in: .textField, .moveWordLeft, label: "Alt-b/^←",
        summary: "word back"),
      KeyBinding(
        [.alt("f"), .wordRight], in: .textField, .moveWordRight, label: "Alt-f/^→",
        summary: "word forward"),
      KeyBinding(
        [.alt("d")], in: .textField, .deleteWordForward, label: "Alt-d",
        summary: "delete word after"),
    ])
}
