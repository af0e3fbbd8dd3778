import ConversationRuntime
import OpenAppIntents
import SiriTerminal
import Testing

/// `render(state, size)` snapshots of the transcript and every pane at 80×24 and 40×12, from
/// states reached through the real Soup Chef conversation.
@Suite(.timeLimit(.minutes(1)))
struct RenderSnapshotTests {
  static let wide = TerminalSize(columns: 80, rows: 24)
  static let narrow = TerminalSize(columns: 40, rows: 12)

  @Test func welcome() async {
    let ui = await SoupChefUI()
    expectFrameSnapshot(ui.frame, named: "welcome-80x24", roles: true)
    expectFrameSnapshot(
      TerminalRenderer.render(ui.state, size: Self.narrow), named: "welcome-40x12")
  }

  @Test func thinkingIndicatorAdvancesOnTicks() async {
    var ui = await SoupChefUI()
    ui.type("Order clam chowder from Soup Chef")
    ui.press(.enter)
    // The runtime's answer is not read yet: Siri is thinking.
    ui.send(.tick)
    ui.send(.tick)
    expectFrameSnapshot(ui.frame, named: "thinking-80x24", roles: true)
  }

  @Test func choicePane() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    expectFrameSnapshot(ui.frame, named: "choice-80x24", roles: true)
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "choice-40x12")
    ui.press(.down)
    expectFrameSnapshot(ui.frame, named: "choice-second-40x12")
  }

  @Test func choicePaneFiltered() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.type("new eng")
    expectFrameSnapshot(ui.frame, named: "choice-filtered-80x24")
    ui.press(.control("u"))
    ui.type("the second one")
    expectFrameSnapshot(ui.frame, named: "choice-no-match-80x24")
  }

  @Test func valuePane() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    expectFrameSnapshot(ui.frame, named: "value-80x24", roles: true)
    ui.type("chi")
    expectFrameSnapshot(ui.frame, named: "value-filtered-80x24")
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "value-filtered-40x12")
  }

  @Test func valuePaneWithoutSuggestions() async {
    var ui = await SoupChefUI()
    await ui.say(":run OrderSoup soup=chicken orderType=delivery")
    ui.type("1 Market Street")
    expectFrameSnapshot(ui.frame, named: "value-free-text-80x24")
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "value-free-text-40x12")
  }

  @Test func confirmationPane() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.character("2"), .enter)
    await ui.settle()
    ui.press(.character("1"), .enter)
    await ui.settle()
    expectFrameSnapshot(ui.frame, named: "confirmation-80x24", roles: true)
    ui.press(.tab)
    expectFrameSnapshot(
      ui.resized(to: Self.narrow), named: "confirmation-decline-40x12", roles: true)
  }

  @Test func transcriptAfterTheOrder() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.character("2"), .enter)
    await ui.settle()
    ui.press(.character("1"), .enter)
    await ui.settle()
    ui.press(.enter)
    await ui.settle()
    expectFrameSnapshot(ui.frame, named: "transcript-80x24", roles: true)
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "transcript-40x12")
    ui.press(.pageUp)
    expectFrameSnapshot(ui.frame, named: "transcript-scrolled-40x12", roles: true)
  }

  @Test func helpPane() async {
    var ui = await SoupChefUI()
    ui.press(.character("?"))
    expectFrameSnapshot(ui.frame, named: "help-80x24", roles: true)
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "help-40x12")
    ui.press(.pageDown)
    expectFrameSnapshot(ui.frame, named: "help-page-2-40x12")
  }

  @Test func didYouMeanPaneIsTitledSiri() {
    var state = TerminalState(size: Self.wide, apps: ["Soup Chef", "Lamp Shop"])
    _ = state.update(
      .prompt(
        7,
        .choice(
          ChoicePrompt(
            app: nil, parameter: nil, text: "Did you mean…",
            choices: [
              PromptChoice(id: "a", title: "Order Soup in Soup Chef"),
              PromptChoice(id: "b", title: "Order Lamp in Lamp Shop"),
            ], purpose: .didYouMean))))
    expectFrameSnapshot(
      TerminalRenderer.render(state, size: Self.narrow), named: "did-you-mean-40x12")
  }

  @Test func wideCharactersWrapByDisplayWidth() {
    var state = TerminalState(size: Self.narrow, apps: ["Soup Chef"])
    state.scrollback = [
      .utterance("スープを注文して 🍲 please order the soup du jour"),
      .siri(
        text: "Désolée — je ne comprends pas « スープ ». 🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜🍜", snippet: nil, isError: true),
    ]
    state.input = LineEditor("日本語の入力 and some more text to scroll the field")
    expectFrameSnapshot(
      TerminalRenderer.render(state, size: Self.narrow), named: "wide-characters-40x12", roles: true
    )
  }

  @Test func tooSmallTerminalSaysSo() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    expectFrameSnapshot(ui.resized(to: TerminalSize(columns: 24, rows: 6)), named: "too-small-24x6")
    // The pane stays open and comes back when the terminal grows.
    #expect(ui.state.pane != nil)
    expectFrameSnapshot(ui.resized(to: Self.narrow), named: "too-small-restored-40x12")
  }
}
