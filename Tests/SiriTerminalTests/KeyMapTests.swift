import ConversationSession
import SiriTerminal
import Testing

struct KeyMapTests {
  @Test func footerHintsAreGeneratedFromTheBindingsThatApply() {
    let map = KeyMap.standard
    let conversation = map.hints(in: [.everywhere, .conversation, .textField, .emptyInput])
    #expect(conversation.map(\.keys) == ["Enter", "↑/↓", "?", "PgUp/PgDn", "^C", ":", "Home/End"])
    let busy = map.hints(in: [.everywhere, .conversation, .textField, .busy])
    #expect(busy.first?.keys == "Esc")
    #expect(!busy.contains { $0.keys == "?" })
    let choice = map.hints(in: [.everywhere, .choice, .textField, .unfilteredChoice])
    #expect(choice.map(\.keys) == ["Enter", "↑/↓", "Esc", "type", "^C"])
    let confirmation = map.hints(in: [.everywhere, .confirmation, .confirmationButtons])
    #expect(confirmation.map(\.keys) == ["Enter", "←/→", "Esc", "type", "^C"])
    #expect(confirmation.first?.summary == "press")
    // Typed words unlight the buttons: Enter sends them, and ←/→ move in the words.
    let typed = map.hints(in: [.everywhere, .confirmation, .confirmationTyped, .textField])
    #expect(typed.map(\.keys) == ["Enter", "Esc", "type", "^C"])
    #expect(typed.first?.summary == "send")
    let suggestion = map.hints(
      in: [.everywhere, .conversation, .textField, .emptyInput, .suggestionReady])
    // A suggestion is taken on purpose: Tab/→ first, then Enter sends it.
    #expect(suggestion.first?.keys == "Tab/→")
    #expect(suggestion.first?.summary == "take suggestion")
  }

  @Test func everyHintNamesKeysThatDoSomething() {
    // A hint with keys must be found again by looking its keys up in its scope.
    for binding in KeyMap.standard.bindings where binding.footerRank != nil {
      for key in binding.keys {
        let scopes: Set<KeyScope> = [binding.scope]
        #expect(
          KeyMap.standard.action(for: key, in: scopes) == binding.action,
          "\(key) in \(binding.scope)")
      }
    }
  }

  @Test func lookupPrefersTheFirstBindingThatApplies() {
    let map = KeyMap.standard
    #expect(map.action(for: .home, in: [.conversation, .emptyInput, .textField]) == .scrollToTop)
    #expect(map.action(for: .home, in: [.conversation, .textField]) == .moveToStart)
    #expect(
      map.action(for: .character("j"), in: [.choice, .unfilteredChoice, .textField])
        == .highlightNext)
    #expect(map.action(for: .character("j"), in: [.choice, .textField]) == nil)
    #expect(map.action(for: .control("c"), in: [.everywhere]) == .quit)
  }

  @Test func helpListsEverySectionConversationFirst() {
    let titles = KeyMap.standard.helpSections.map(\.title)
    #expect(titles.first == "Conversation")
    #expect(
      Set(titles) == [
        "Conversation", "Anywhere", "Any pane", "Pick list", "Value pane", "Confirmation",
        "Editing", "Help",
      ])
  }

  @Test func footerDropsTheLeastImportantHintsWhenNarrow() {
    var state = TerminalState(size: TerminalSize(columns: 40, rows: 12), apps: [])
    let narrow = TerminalRenderer.render(state, size: state.size)
    #expect(narrow.rowText(11).hasPrefix(" Enter send · ↑/↓ history · ? help"))
    state.size = TerminalSize(columns: 120, rows: 12)
    let wide = TerminalRenderer.render(state, size: state.size)
    #expect(wide.rowText(11).contains("Home/End top/bottom"))
  }
}

struct SessionCommandTests {
  @Test func readsCommands() {
    #expect(SessionCommand(line: "Order soup") == nil)
    #expect(SessionCommand(line: "quit") == SessionCommand(QuitCommand()))
    #expect(SessionCommand(line: " :Q ") == SessionCommand(QuitCommand()))
    #expect(SessionCommand(line: ":help") == SessionCommand(HelpCommand()))
    #expect(SessionCommand(line: ":clear") == SessionCommand(ClearCommand()))
    #expect(SessionCommand(line: ":apps") == SessionCommand(AppsCommand()))
    #expect(
      SessionCommand(line: ":voice-only OFF") == SessionCommand(VoiceOnlyCommand(isOn: false)))
    #expect(SessionCommand(line: ":voice-only") == SessionCommand(VoiceOnlyCommand(isOn: nil)))
    if let invalid = SessionCommand(line: ":voice-only maybe")?.action as? InvalidCommand {
      #expect(invalid.message.contains(":voice-only on"))
    } else {
      Issue.record("Expected an invalid command")
    }
    if let run = SessionCommand(line: ":run OrderSoup quantity=2")?.action as? RunCommand {
      #expect(run.invocation.intent == "OrderSoup")
    } else {
      Issue.record("Expected a run command")
    }
  }
}
