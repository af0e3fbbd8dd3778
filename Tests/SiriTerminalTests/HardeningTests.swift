@_spi(SiriSim) import ConversationRuntime
import ConversationSession
import Foundation
import Locking
@_spi(SiriSim) import OpenAppIntents
import Testing
import TextSafety

@testable import SiriTerminal

/// The terminal UI under hostile input: long pastes, endless transcripts, escape sequences,
/// quitting behind queued keys, and crashes on the runtime's thread.
struct HardeningTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func state() -> TerminalState {
    TerminalState(size: size, apps: ["Soup Chef"], tips: ["Order Soup Chef"])
  }

  static let quantityPrompt = ConversationPrompt.value(
    ValuePrompt(
      app: "Soup Chef", intentTitle: "Order Soup", parameter: "quantity",
      parameterTitle: "Quantity", text: "How many? (Quantity)", inputKind: .integer,
      range: 1...99, control: .stepper))

  static let soupPrompt = ConversationPrompt.value(
    ValuePrompt(
      app: "Soup Chef", intentTitle: "Order Soup", parameter: "soup", parameterTitle: "Soup",
      text: "Which soup?",
      suggestions: [PromptChoice(id: "tomatoSoup", title: "Tomato Soup")], inputKind: .item))

  // MARK: Pastes and long lines

  @Test func aTenThousandCharacterPasteLandsWhole() {
    var state = Self.state()
    let paste = String(repeating: "tomato ", count: 1_428) + "end"
    for character in paste { _ = state.update(.key(.character(character))) }

    #expect(state.input.characters.count == paste.count)
    let frame = TerminalRenderer.render(state, size: Self.size)
    // The input row shows the end of the line, with the cursor after it.
    #expect(frame.rowText(22).hasSuffix("tomato end "))
    #expect(frame.cursor == Frame.Position(row: 22, column: 79))
  }

  @Test func aPasteIntoAPaneFiltersNothingAndLandsWhole() {
    var state = Self.state()
    _ = state.update(.prompt(1, Self.soupPrompt))
    let paste = String(repeating: "tomato ", count: 1_428)
    for character in paste { _ = state.update(.key(.character(character))) }

    guard case .valueEntry(let pane) = state.pane else {
      Issue.record("The value pane closed.")
      return
    }
    #expect(pane.list.field.characters.count == paste.count)
    #expect(pane.list.visible.isEmpty)
    #expect(pane.list.highlightedItem == nil)
    #expect(
      state.update(.key(.enter)) == [.reply(1, .text(paste.trimmingCharacters(in: .whitespaces)))])
  }

  @Test func typingStopsAtTheLineCapWithANotice() {
    var state = Self.state()
    state.input.insert(String(repeating: "a", count: LineEditor.maxBytes - 1))
    _ = state.update(.key(.character("é")))
    #expect(state.input.byteCount == LineEditor.maxBytes - 1)
    #expect(state.flash?.isError == true)
    _ = state.update(.key(.character("b")))
    #expect(state.input.byteCount == LineEditor.maxBytes)
    #expect(state.flash == nil)
  }

  @Test func theFieldWindowOfALongLineKeepsTheCursorInView() {
    let characters = Array(String(repeating: "漢a", count: 5_000))
    let end = TextFitting.window(of: characters, cursor: characters.count, width: 20)
    #expect(end.cursorColumn <= 19)
    #expect(characters.count - end.start == 13)
    let start = TextFitting.window(of: characters, cursor: 0, width: 20)
    #expect(start.start == 0 && start.cursorColumn == 0)
    let past = TextFitting.window(of: characters, cursor: 1_000_000, width: 20)
    #expect(past == end)
  }

  @Test func typedRunsAreHandledAsTheirKeysWouldBe() {
    var state = Self.state()
    // "?" on an empty line opens the help; the rest is not typed.
    _ = state.update(.text("?ab"))
    #expect(state.help != nil)
    #expect(state.input.isEmpty)
    _ = state.update(.key(.escape))
    // Once a field has text, a run goes in whole.
    #expect(state.update(.text("Order ?1 soup")) == [])
    #expect(state.input.text == "Order ?1 soup")
    // A pick list's digit highlights its row; the letter after it filters to nothing, so Enter
    // sends the words.
    var choice = Self.state()
    _ = choice.update(
      .prompt(
        1,
        .choice(
          ChoicePrompt(
            app: "Soup Chef", parameter: "storeLocation", text: "Which store?",
            choices: [PromptChoice(id: "a", title: "Ferry"), PromptChoice(id: "b", title: "Civic")])
        )))
    #expect(choice.update(.text("2")) == [])
    #expect(choice.update(.key(.enter)) == [.reply(1, .choice(1))])
  }

  @Test func runsOfCharactersAreJoinedAndOtherKeysKeepTheirPlace() {
    let events: [TerminalEvent] = [
      .key(.character("a")), .key(.character("b")), .key(.enter), .key(.character("c")), .tick,
    ]
    #expect(
      TerminalEvent.coalescingTyping(events) == [
        .text("ab"), .key(.enter), .key(.character("c")), .tick,
      ])
  }

  @Test func quitGoesBeforeTheKeysQueuedAheadOfIt() {
    let typed = "x".map { TerminalEvent.key(.character($0)) }
    let paste = Array(repeating: typed[0], count: 5_000)
    #expect(TerminalLoop.prioritizingQuit(paste + [.key(.control("c"))]) == [.key(.control("c"))])
    #expect(TerminalLoop.prioritizingQuit(paste + [.interrupted, .tick]) == [.interrupted])
    #expect(TerminalLoop.prioritizingQuit(paste) == paste)
    #expect(TerminalLoop.prioritizingQuit([.key(.control("d"))]) == [.key(.control("d"))])
  }

  // MARK: Numbers with a range

  @Test func arrowsStepANumberWithinItsRange() {
    var state = Self.state()
    _ = state.update(.prompt(1, Self.quantityPrompt))
    #expect(state.activeScopes.contains(.stepper))
    _ = state.update(.key(.up))
    #expect(state.paneField == "1")
    _ = state.update(.key(.up))
    _ = state.update(.key(.up))
    #expect(state.paneField == "3")
    _ = state.update(.key(.down))
    #expect(state.paneField == "2")
    for character in "150" { _ = state.update(.key(.character(character))) }
    _ = state.update(.key(.up))
    #expect(state.paneField == "99")
    let frame = TerminalRenderer.render(state, size: Self.size)
    #expect(frame.text.contains("↑/↓ step the number"))
  }

  @Test func theRangeIsShownInTheEmptyField() {
    var state = Self.state()
    _ = state.update(.prompt(1, Self.quantityPrompt))
    #expect(
      TerminalRenderer.render(state, size: Self.size).text.contains(
        "› a number from 1 to 99; ↑/↓ step"))
  }

  // MARK: Scrollback

  @Test func theTranscriptKeepsItsNewestLines() {
    var state = Self.state()
    let guide = (1...10).map { "Soup Chef · guide line \($0)" }
    for _ in 0..<3_000 {
      _ = state.run(SessionCommand(AppsCommand()), line: ":apps")
      // What the runner answers, as the bridge hands it back.
      _ = state.update(.notices(guide, isError: false))
      _ = state.update(.commandFinished)
    }

    #expect(state.scrollback.plainLines.count == InputLimits.maxTranscriptLines + 1)
    #expect(state.scrollback.plainLines.first?.hasPrefix("[") == true)
    #expect(state.scrollback.droppedLines == 3_000 * 11 - InputLimits.maxTranscriptLines)
    #expect(state.scrollback.last == .notice("Soup Chef · guide line 10", isError: false))
  }

  @Test func laidOutLinesMatchAFreshLayoutAfterEveryChange() {
    var transcript = Scrollback(maxLines: 50)
    transcript.layOut(columns: 60)
    for turn in 0..<40 {
      transcript.append(.utterance("Order \(turn) soups from Soup Chef"))
      transcript.append(.siri(text: "Which soup?\nLine two", snippet: nil, isError: false))
      let fresh = Scrollback(transcript.entries).lines(columns: 60)
      #expect(transcript.lines(columns: 60).count == fresh.count)
    }
    #expect(transcript.lines(columns: 60) == Scrollback(transcript.entries).lines(columns: 60))
    #expect(transcript.plainLines.count <= 51)
  }

  @Test func transcriptEqualityIgnoresTheLayout() {
    var laidOut = Scrollback([.utterance("hi")])
    laidOut.layOut(columns: 40)
    #expect(laidOut == [.utterance("hi")])
  }

  // MARK: Escape sequences

  @Test func escapeSequencesFromTheAppDrawInert() {
    var state = Self.state()
    let speech = SiriSpeech(
      app: "Soup Chef", text: "Ready\u{1B}]2;pwned\u{7} soon",
      snippet: Snippet(root: .text("Total\u{1B}[2J $3", [])))
    _ = state.update(.conversation(.speech(speech)))
    let frame = TerminalRenderer.render(state, size: Self.size)

    #expect(frame.text.contains("Ready␛]2;pwned␇ soon"))
    #expect(frame.text.contains("Total␛[2J $3"))
    #expect(!frame.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      state.scrollback.plainLines.map(OutputSanitizer.line).allSatisfy {
        !$0.unicodeScalars.contains { $0.value < 0x20 }
      })
  }

  // MARK: Crashes

  @Test func turnsRunOnAThreadWithAnAlternateSignalStack() async {
    let executor = TurnExecutor()
    let result = await Task(executorPreference: executor) { () -> (Bool, Bool) in
      var current = stack_t()
      let hasStack = sigaltstack(nil, &current) == 0 && current.ss_flags & Int32(SS_DISABLE) == 0
      return (hasStack, executor.isCurrent)
    }.value
    #expect(result.0)
    #expect(result.1)
  }
}

extension TerminalState {
  /// The open value pane's field text.
  var paneField: String? {
    guard case .valueEntry(let pane) = pane else { return nil }
    return pane.list.field.text
  }
}
