@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import SiriTerminal
import Testing

/// `update` sequences in each kind of pane: which keys answer, and with what reply.
struct PaneUpdateTests {
  static let soups = [
    PromptChoice(
      id: "m", title: "Manhattan Clam Chowder", subtitle: "Contains: Clams, tomatoes",
      section: "Regulars"),
    PromptChoice(
      id: "n", title: "New England Clam Chowder", subtitle: "Contains: Clams", section: "Regulars"),
    PromptChoice(id: "c", title: "Chicken Noodle Soup", section: "Specials"),
  ]

  func state(with prompt: ConversationPrompt, id: PromptID = 4) -> TerminalState {
    var state = TerminalState(size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"])
    state.isBusy = true
    _ = state.update(.prompt(id, prompt))
    return state
  }

  func choiceState() -> TerminalState {
    state(
      with: .choice(
        ChoicePrompt(app: "Soup Chef", parameter: "soup", text: "Which soup?", choices: Self.soups))
    )
  }

  func confirmationState() -> TerminalState {
    state(
      with: .confirmation(
        ConfirmationPrompt(
          app: "Soup Chef", text: "Ready to order?", confirmTitle: "Order", declineTitle: "Cancel",
          kind: .result)))
  }

  func valueState(suggestions: [PromptChoice] = soups) -> TerminalState {
    state(
      with: .value(
        ValuePrompt(
          app: "Soup Chef", intentTitle: "Order Soup", parameter: "soup", parameterTitle: "Soup",
          text: "Which soup?", suggestions: suggestions, inputKind: .item)))
  }

  // MARK: Pick list

  @Test func arrowsAndVimKeysMoveEnterPicks() {
    var state = choiceState()
    _ = state.update(.key(.down))
    _ = state.update(.key(.character("j")))
    _ = state.update(.key(.character("j")))
    _ = state.update(.key(.character("k")))
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(1))])
    #expect(state.pane == nil)
    #expect(
      state.scrollback == [
        .siri(text: "Which soup?", snippet: nil, isError: false),
        .answer("New England Clam Chowder"),
      ])
  }

  @Test func upStopsAtTheFirstRow() {
    var state = choiceState()
    _ = state.update(.key(.up))
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(0))])
  }

  @Test func aRowsNumberHighlightsItAndEnterPicksIt() {
    var state = choiceState()
    #expect(state.update(.key(.character("3"))) == [])
    guard case .choice(let choice) = state.pane else {
      Issue.record("the pick list closed")
      return
    }
    #expect(choice.list.visible.count == 3, "every row stays in view")
    #expect(choice.list.highlightedItem == 2)
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(2))])
    // A number past the rows is text for the runtime, which says there is no such choice.
    var missing = choiceState()
    _ = missing.update(.key(.character("9")))
    #expect(missing.update(.key(.enter)) == [.reply(4, .text("9"))])
  }

  @Test func typingFiltersAndNumbersFollowTheFilter() {
    var state = choiceState()
    for character in "chicken" { _ = state.update(.key(.character(character))) }
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(2))])
    // With a filter typed, j and k are letters of the filter.
    var filtered = choiceState()
    _ = filtered.update(.key(.character("n")))
    _ = filtered.update(.key(.character("j")))
    if case .choice(let pane) = filtered.pane { #expect(pane.list.field.text == "nj") }
  }

  @Test func unmatchedTextIsSentForTheRuntimeToRead() {
    var state = choiceState()
    for character in "the last one" { _ = state.update(.key(.character(character))) }
    #expect(state.update(.key(.enter)) == [.reply(4, .text("the last one"))])
    // Echoed as the value chosen once the runtime says how it read the words.
    #expect(state.scrollback.last == .siri(text: "Which soup?", snippet: nil, isError: false))
    _ = state.update(
      .conversation(
        .answered(
          UnderstoodAnswer(parameter: "soup", typed: "the last one", value: "Chicken Noodle Soup"))
      ))
    #expect(state.scrollback.last == .answer("Chicken Noodle Soup  (“the last one”)"))
  }

  @Test func escapeCancels() {
    var state = choiceState()
    _ = state.update(.key(.character("x")))
    #expect(state.update(.key(.escape)) == [.reply(4, .cancel)])
    #expect(state.pane == nil)
    #expect(state.isBusy)
    #expect(state.scrollback == [.siri(text: "Which soup?", snippet: nil, isError: false)])
  }

  // MARK: Value pane

  @Test func typedValueIsSentAsText() {
    var state = valueState(suggestions: [])
    for character in "1 Market Street" { _ = state.update(.key(.character(character))) }
    _ = state.update(.key(.left))
    _ = state.update(.key(.backspace))
    #expect(state.update(.key(.enter)) == [.reply(4, .text("1 Market Stret"))])
  }

  @Test func enterOnAnEmptyFieldAsksForAnAnswer() {
    var state = valueState(suggestions: [])
    #expect(state.update(.key(.enter)) == [])
    #expect(state.flash?.isError == true)
  }

  @Test func suggestionsArePickedWithArrows() {
    var state = valueState()
    _ = state.update(.key(.down))
    _ = state.update(.key(.down))
    _ = state.update(.key(.down))
    _ = state.update(.key(.up))
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(1))])
    #expect(state.scrollback.last == .answer("New England Clam Chowder"))
  }

  @Test func upFromTheFirstSuggestionReturnsToTheField() {
    var state = valueState()
    _ = state.update(.key(.down))
    _ = state.update(.key(.up))
    for character in "split pea" { _ = state.update(.key(.character(character))) }
    #expect(state.update(.key(.enter)) == [.reply(4, .text("split pea"))])
  }

  @Test func typingHighlightsTheFirstMatchingSuggestion() {
    var state = valueState()
    for character in "noodle" { _ = state.update(.key(.character(character))) }
    #expect(state.update(.key(.enter)) == [.reply(4, .choice(2))])
  }

  @Test func digitsAreTextInAValuePane() {
    var state = valueState(suggestions: [])
    _ = state.update(.key(.character("7")))
    #expect(state.update(.key(.enter)) == [.reply(4, .text("7"))])
  }

  // MARK: Confirmation

  @Test func enterPressesTheFocusedButton() {
    var state = confirmationState()
    #expect(state.update(.key(.enter)) == [.reply(4, .confirm(true))])
    #expect(state.scrollback.last == .answer("Order"))
    var declined = confirmationState()
    _ = declined.update(.key(.tab))
    #expect(declined.update(.key(.enter)) == [.reply(4, .confirm(false))])
    #expect(declined.scrollback.last == .answer("Cancel"))
  }

  @Test func arrowsAndTabMoveTheFocus() {
    var state = confirmationState()
    _ = state.update(.key(.right))
    _ = state.update(.key(.left))
    _ = state.update(.key(.backTab))
    #expect(state.update(.key(.enter)) == [.reply(4, .confirm(false))])
  }

  @Test func typedWordsAnswerAsInEveryFrontEnd() {
    var yes = confirmationState()
    #expect(yes.update(.text("yes")) == [])
    #expect(yes.update(.key(.enter)) == [.reply(4, .text("yes"))])
    // Words the runtime did not read as a value are echoed as typed when the turn goes on.
    _ = yes.update(.turnFinished)
    #expect(yes.scrollback.last == .answer("yes"))
    var never = confirmationState()
    _ = never.update(.text("Never mind"))
    #expect(never.update(.key(.enter)) == [.reply(4, .cancel)])
    // Letters type; they no longer press a button at once, so "no thanks" is one answer.
    var no = confirmationState()
    #expect(no.update(.key(.character("n"))) == [])
    _ = no.update(.text("o thanks"))
    _ = no.update(.key(.backspace))
    #expect(no.update(.key(.enter)) == [.reply(4, .text("no thank"))])
  }

  @Test func escapeCancelsTheIntentNotJustTheButton() {
    var state = confirmationState()
    #expect(state.update(.key(.escape)) == [.reply(4, .cancel)])
    #expect(!state.scrollback.contains(.answer("Cancel")))
  }
}
