@_spi(SiriSim) import ConversationRuntime
import ConversationSession
@_spi(SiriSim) import OpenAppIntents
import SiriTerminal
import Testing

/// `update` sequences on the conversation: input editing, history, commands, scrolling,
/// runtime events, resize and quitting. Each test states the whole effect list.
struct UpdateTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  func makeState() -> TerminalState {
    TerminalState(
      size: Self.size, apps: ["Soup Chef"],
      tips: ["Order Soup Chef", "Order Tomato Soup from Soup Chef"])
  }

  func type(_ text: String, into state: inout TerminalState) -> [TerminalEffect] {
    text.flatMap { state.update(.key(.character($0))) }
  }

  @Test func enterSendsTheUtteranceAndShowsThinking() {
    var state = makeState()
    #expect(type("  Order soup  ", into: &state) == [])
    #expect(state.update(.key(.enter)) == [.send("Order soup")])
    #expect(state.scrollback == [.utterance("Order soup")])
    #expect(state.input.isEmpty)
    #expect(state.isBusy)
    _ = state.update(.tick)
    _ = state.update(.tick)
    #expect(state.spinnerFrame == 2)
    #expect(state.update(.turnFinished) == [])
    #expect(!state.isBusy)
    #expect(state.finishedTurns == 1)
  }

  @Test func enterOnAnEmptyLineDoesNothing() {
    var state = makeState()
    #expect(state.update(.key(.enter)) == [])
    #expect(type("   ", into: &state) == [])
    #expect(state.update(.key(.enter)) == [])
    #expect(state.scrollback.isEmpty)
  }

  @Test func enterWhileBusyIsHeldAndSendsWhenTheTurnEnds() {
    var state = makeState()
    _ = type("first", into: &state)
    _ = state.update(.key(.enter))
    _ = type("second", into: &state)
    #expect(state.update(.key(.enter)) == [])
    #expect(state.input.text == "")
    #expect(state.typeahead.count == 7)
    #expect(state.update(.turnFinished) == [.send("second")])
    #expect(state.scrollback.last == .utterance("second"))
    #expect(state.typeahead.isEmpty)
  }

  @Test func escapeStopsARunningIntent() {
    var state = makeState()
    _ = type("Order soup", into: &state)
    _ = state.update(.key(.enter))
    #expect(state.update(.key(.escape)) == [.cancelTurn])
    var idle = makeState()
    #expect(idle.update(.key(.escape)) == [])
  }

  @Test func historyBrowsesSentLines() {
    var state = makeState()
    for line in ["one", "two"] {
      _ = type(line, into: &state)
      _ = state.update(.key(.enter))
      _ = state.update(.turnFinished)
    }
    _ = type("dra", into: &state)
    _ = state.update(.key(.up))
    #expect(state.input.text == "two")
    _ = state.update(.key(.up))
    #expect(state.input.text == "one")
    _ = state.update(.key(.down))
    _ = state.update(.key(.down))
    #expect(state.input.text == "dra")
  }

  @Test func editingKeysReachTheInputLine() {
    var state = makeState()
    _ = type("Order clam soup", into: &state)
    _ = state.update(.key(.control("w")))
    #expect(state.input.text == "Order clam ")
    _ = state.update(.key(.control("a")))
    _ = state.update(.key(.right))
    _ = state.update(.key(.delete))
    #expect(state.input.text == "Oder clam ")
    _ = state.update(.key(.end))
    _ = state.update(.key(.backspace))
    _ = state.update(.key(.control("e")))
    _ = state.update(.key(.home))
    _ = state.update(.key(.control("k")))
    #expect(state.input.text == "")
    _ = type("abc", into: &state)
    _ = state.update(.key(.control("u")))
    #expect(state.input.isEmpty)
  }

  @Test func questionMarkOpensHelpOnlyOnAnEmptyLine() {
    var state = makeState()
    _ = state.update(.key(.character("?")))
    #expect(state.help == HelpState())
    _ = state.update(.key(.escape))
    #expect(state.help == nil)
    _ = type("why", into: &state)
    _ = state.update(.key(.character("?")))
    #expect(state.input.text == "why?")
    #expect(state.help == nil)
  }

  @Test func commands() {
    var state = makeState()
    _ = type(":apps", into: &state)
    #expect(state.update(.key(.enter)) == [.command(SessionCommand(AppsCommand()))])
    #expect(state.scrollback == [.utterance(":apps")])
    #expect(state.isBusy, "until the runner answers")
    _ = state.update(.notices(["Soup Chef · Order Soup: “Order Soup Chef”"], isError: false))
    #expect(state.update(.commandFinished) == [])
    #expect(!state.isBusy)
    #expect(
      state.scrollback == [
        .utterance(":apps"), .notice("Soup Chef · Order Soup: “Order Soup Chef”", isError: false),
      ])
    _ = type(":voice-only on", into: &state)
    #expect(state.update(.key(.enter)) == [.command(SessionCommand(VoiceOnlyCommand(isOn: true)))])
    #expect(state.voiceOnly)
    _ = state.update(.commandFinished)
    _ = type(":voice-only", into: &state)
    #expect(
      state.update(.key(.enter)) == [.command(SessionCommand(VoiceOnlyCommand(isOn: false)))],
      "the switch, settled")
    _ = state.update(.commandFinished)
    _ = type(":record out.siri", into: &state)
    #expect(
      state.update(.key(.enter)) == [
        .setRecordingSize(Self.size), .command(SessionCommand(RecordCommand(path: "out.siri"))),
      ])
    _ = state.update(.commandFinished)
    _ = type(":frobnicate", into: &state)
    #expect(
      state.update(.key(.enter)) == [
        .command(
          SessionCommand(
            InvalidCommand("Unknown command “:frobnicate”. Type :help for the commands.")))
      ])
    _ = state.update(.commandFinished)
    _ = type(":clear", into: &state)
    _ = state.update(.key(.enter))
    #expect(state.scrollback.isEmpty)
    _ = type(":help", into: &state)
    _ = state.update(.key(.enter))
    #expect(state.help != nil)
    _ = state.update(.key(.escape))
    _ = type(":quit", into: &state)
    #expect(state.update(.key(.enter)) == [.quit])
    #expect(state.hasQuit)
  }

  @Test func runCommandParsesItsInvocation() {
    var state = makeState()
    _ = type(":run OrderSoup quantity=7 soup=\"Tomato Soup\"", into: &state)
    let effects = state.update(.key(.enter))
    guard case .command(let command) = effects.first,
      let invocation = (command.action as? RunCommand)?.invocation
    else {
      Issue.record("Expected a run effect, got \(effects)")
      return
    }
    #expect(invocation.intent == "OrderSoup")
    #expect(invocation.parameters.map(\.value) == ["7", "Tomato Soup"])
    #expect(state.isBusy)
    _ = state.update(.turnFinished)
    _ = type(":run OrderSoup soup=\"Tomato", into: &state)
    let unread = state.update(.key(.enter))
    if case .command(let command) = unread.first, let invalid = command.action as? InvalidCommand {
      #expect(invalid.message.contains("never closed"))
    } else {
      Issue.record("Expected the runner to be told it is unreadable, got \(unread)")
    }
  }

  @Test func controlCAndControlDQuitAnywhere() {
    var state = makeState()
    #expect(state.update(.key(.control("c"))) == [.quit])
    var inPane = makeState()
    _ = inPane.update(
      .prompt(
        1,
        .confirmation(
          ConfirmationPrompt(
            app: "Soup Chef", text: "Sure?", confirmTitle: "Order", declineTitle: "Cancel",
            kind: .result))))
    #expect(inPane.update(.key(.control("d"))) == [.quit])
    var interrupted = makeState()
    #expect(interrupted.update(.interrupted) == [.quit])
    #expect(interrupted.hasQuit)
  }

  @Test func runtimeEventsBecomeTranscriptEntries() {
    var state = makeState()
    _ = state.update(
      .conversation(
        .understood(
          Understanding(
            app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup",
            phrase: "Order ${applicationName}",
            score: 1, parameters: [:]))))
    _ = state.update(
      .conversation(.speech(SiriSpeech(app: "Soup Chef", text: "Oops", kind: .error))))
    _ = state.update(.conversation(.speech(SiriSpeech(app: "Soup Chef", text: ""))))
    _ = state.update(
      .conversation(.appOpened(AppOpened(app: "Soup Chef", screen: "Order history"))))
    _ = state.update(.conversation(.ended(.cancelled)))
    #expect(
      state.scrollback == [
        .understood(app: "Soup Chef", intent: "Order Soup"),
        .siri(text: "Oops", snippet: nil, isError: true),
        .appOpened(app: "Soup Chef", screen: "Order history"),
      ])
  }

  @Test func tipsTakeTurns() {
    var state = makeState()
    #expect(state.tip == "Order Tomato Soup from Soup Chef")
    _ = state.update(.turnFinished)
    #expect(state.tip == "Order Soup Chef")
    state.tips = []
    #expect(state.tip == nil)
  }

  @Test func scrollingFollowsTheTailUnlessScrolled() {
    var state = makeState()
    state.scrollback = Scrollback((1...40).map { .notice("line \($0)", isError: false) })
    #expect(state.scrollTop == nil)
    _ = state.update(.key(.pageUp))
    // 40 lines, 21 rows: the last page starts at 19; a page is 20 rows.
    #expect(state.scrollTop == 0)
    _ = state.update(.key(.pageDown))
    #expect(state.scrollTop == nil)
    _ = state.update(.key(.home))
    #expect(state.scrollTop == 0)
    // New lines do not move a scrolled view.
    _ = state.update(.conversation(.speech(SiriSpeech(app: nil, text: "new"))))
    #expect(state.scrollTop == 0)
    _ = state.update(.key(.end))
    #expect(state.scrollTop == nil)
    // Sending jumps back to the newest lines.
    _ = state.update(.key(.home))
    _ = type("hi", into: &state)
    _ = state.update(.key(.enter))
    #expect(state.scrollTop == nil)
  }

  @Test func shortTranscriptsDoNotScroll() {
    var state = makeState()
    state.scrollback = [.notice("only line", isError: false)]
    _ = state.update(.key(.pageUp))
    _ = state.update(.key(.home))
    #expect(state.scrollTop == nil)
  }

  @Test func resizeKeepsThePaneAndClampsTheScroll() {
    var state = makeState()
    state.scrollback = Scrollback((1...30).map { .notice("line \($0)", isError: false) })
    _ = state.update(.key(.pageUp))
    _ = state.update(
      .prompt(
        3,
        .value(
          ValuePrompt(
            app: "Soup Chef", intentTitle: "Order Soup", parameter: "soup", parameterTitle: "Soup",
            text: "Which soup?"))))
    _ = state.update(.resized(TerminalSize(columns: 200, rows: 60)))
    #expect(state.size == TerminalSize(columns: 200, rows: 60))
    #expect(state.scrollTop == nil)
    #expect(state.pane?.id == 3)
  }

  @Test func aTooSmallTerminalKeepsWhatIsTyped() {
    var state = makeState()
    _ = state.update(.resized(TerminalSize(columns: 20, rows: 5)))
    #expect(type("abc", into: &state) == [])
    #expect(state.update(.text("def")) == [])
    #expect(state.input.text == "abcdef")
    #expect(state.update(.key(.control("l"))) == [.redraw])
    #expect(state.update(.key(.enter)) == [.send("abcdef")])
    #expect(state.scrollback == [.utterance("abcdef")])
    #expect(state.update(.key(.control("c"))) == [.quit])
  }

  @Test func aPromptClosesHelpAndTheTurnClosesAStalePane() {
    var state = makeState()
    _ = state.update(.key(.character("?")))
    _ = state.update(
      .prompt(
        1,
        .choice(
          ChoicePrompt(
            app: "Soup Chef", parameter: "soup", text: "Which soup?",
            choices: [PromptChoice(id: "a", title: "A")]))))
    #expect(state.help == nil)
    #expect(state.pane?.title == "Soup Chef")
    // The question goes into the transcript when its pane closes.
    #expect(state.scrollback.isEmpty)
    _ = state.update(.turnFinished)
    #expect(state.pane == nil)
    #expect(state.scrollback == [.siri(text: "Which soup?", snippet: nil, isError: false)])
  }

  @Test func tabOrRightTakesTheTipIntoAnEmptyLine() {
    var state = TerminalState(
      size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"], tips: ["Order Soup Chef"])
    _ = state.update(.key(.tab))
    #expect(state.input.text == "Order Soup Chef")
    // With text typed, → moves the cursor as ever.
    _ = state.update(.key(.home))
    _ = state.update(.key(.right))
    #expect(state.input.text == "Order Soup Chef")
    #expect(state.input.cursor == 1)
    var other = TerminalState(
      size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"], tips: ["Order Soup Chef"])
    _ = other.update(.key(.right))
    #expect(other.input.text == "Order Soup Chef")
  }

  @Test func altAndControlArrowKeysMoveByWords() {
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    _ = state.update(.text("order clam chowder"))
    _ = state.update(.key(.alt("b")))
    #expect(state.input.cursor == 11)
    _ = state.update(.key(.wordLeft))
    #expect(state.input.cursor == 6)
    _ = state.update(.key(.alt("d")))
    #expect(state.input.text == "order  chowder")
    _ = state.update(.key(.wordRight))
    #expect(state.input.cursor == 14)
  }

  @Test func typingAColonListsTheCommandsAndTabCompletes() {
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    _ = state.update(.key(.character(":")))
    let frame = TerminalRenderer.render(state, size: state.size)
    #expect(frame.text.contains(":help"))
    #expect(frame.text.contains(":why [utterance]"))
    _ = state.update(.key(.character("v")))
    #expect(state.commandMatches.map(\.command) == [":voice-only on|off"])
    let filtered = TerminalRenderer.render(state, size: state.size)
    #expect(!filtered.text.contains(":help"))
    #expect(filtered.rowText(21).contains(":voice-only on|off"))
    _ = state.update(.key(.tab))
    #expect(state.input.text == ":voice-only ")
    // With an argument being typed the list is gone.
    #expect(state.commandMatches.isEmpty)
  }

  @Test func helpFitsInColumnsWithNoRowCutAt80x24And120x40() {
    for (size, columns) in [
      (TerminalSize(columns: 80, rows: 24), 2), (TerminalSize(columns: 120, rows: 40), 3),
    ] {
      let state = TerminalState(size: size, apps: ["Soup Chef"])
      let help = HelpPaneLayout(state: state)
      // Every key's summary and every command shows whole.
      let text = help.lines.map(\.text).joined(separator: "\n")
      for section in KeyMap.standard.helpSections(leavingOut: [.busy]) {
        for entry in section.entries {
          #expect(text.contains(entry.summary), "“\(entry.summary)” is cut at \(size)")
        }
      }
      for command in SessionCommand.summaries {
        #expect(text.contains(command.command), "“\(command.command)” is cut at \(size)")
      }
      let headings = help.lines.map { line in line.spans.filter { $0.role == .section }.count }
      #expect(headings.max() == columns, "\(columns) columns at \(size)")
      // Esc stops Siri only while she works.
      #expect(!help.lines.contains { Self.listsEscStop($0.text) })
    }
    var busy = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    busy.isBusy = true
    #expect(HelpPaneLayout(state: busy).lines.contains { Self.listsEscStop($0.text) })
  }

  /// Whether a help line lists Esc as the key that stops Siri ("Esc  stop").
  static func listsEscStop(_ line: String) -> Bool {
    line.range(of: #"Esc\s+stop\b"#, options: .regularExpression) != nil
  }
}
