import ConversationRuntime
import SiriTerminal
import Testing

/// The line under the input shows what the words typed so far would do, read at each key
/// through the real runtime; ^P switches it, and it gives way to panes and commands.
@Suite(.timeLimit(.minutes(1)))
struct PreviewTests {
  static func footer(_ ui: SoupChefUI) -> String {
    ui.frame.rowText(ui.frame.size.rows - 1)
  }

  @Test func typingTheBeginningOfAnOrderShowsWhatItWouldDo() async {
    var ui = await SoupChefUI()
    ui.type("Order clam ch")
    #expect(
      Self.footer(ui).hasPrefix(" Soup Chef · Order Soup · soup: clam ch…  then: from Soup Chef"))
    ui.type("owder from Soup Chef")
    #expect(
      Self.footer(ui).hasPrefix(" Soup Chef · Order Soup · soup: “clam chowder”  Enter runs it"))
    expectFrameSnapshot(ui.frame, named: "preview-80x24", roles: true)
  }

  @Test func controlPSwitchesThePreviewOffAndOn() async {
    var ui = await SoupChefUI()
    ui.press(.control("p"))
    ui.type("Order clam ch")
    #expect(!Self.footer(ui).contains("Order Soup"))
    #expect(Self.footer(ui).contains("Enter send"))
    ui.press(.control("p"))
    #expect(Self.footer(ui).hasPrefix(" Preview on (^P hides it)"))
    #expect(ui.state.shownPreview?.summary == "Soup Chef · Order Soup · soup: clam ch…")
  }

  @Test func wordsNoPhraseBeginsKeepTheKeyHints() async {
    var ui = await SoupChefUI()
    ui.type("hello there")
    #expect(Self.footer(ui).hasPrefix(" Enter send"))
    ui.press(.control("u"))
    ui.type(":apps")
    #expect(!Self.footer(ui).contains("·  then"))
  }

  @Test func aPaneTakesTheLineBackForItsKeys() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.type("New")
    #expect(!Self.footer(ui).contains("Order Soup"))
    #expect(Self.footer(ui).contains("Enter pick"))
  }

  @Test func aPreviewIsNeverShownForWordsItWasNotReadFor() async {
    var state = await SoupChefUI().state
    state.input.replace(with: "Order clam ch")
    _ = state.update(
      .preview(
        typed: "Order clam",
        ConversationPreview(
          app: "Soup Chef", intentTitle: "Order Soup",
          values: [], isComplete: false)))
    #expect(state.shownPreview == nil)
  }
}
