import ConversationRuntime
import ConversationTestSupport
import SiriTerminal
import TerminalTestSupport
import Testing

/// Siri's card in a confirmation pane: one surface (the pane's border, no box inside it), as
/// wide as its text, with no "¤" glyph; and a pane resting near the key hints on a tall screen.
@Suite(.timeLimit(.minutes(1)))
struct SiriCardTests {
  static func bookOrder(size: TerminalSize) async -> ScriptedTerminal {
    var ui = await ScriptedTerminal(
      runtime: BookLibraryFixture.make(libraryOnly: true).runtime, size: size)
    await ui.say("Buy Dune from Book Library")
    ui.type("2")
    ui.press(.enter)
    await ui.settle()
    return ui
  }

  @Test func theCardIsOneSurfaceFittedToItsTextWithoutTheCartGlyph() async {
    let ui = await Self.bookOrder(size: TerminalSize(columns: 80, rows: 24))
    guard case .confirmation = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    let text = ui.frame.text
    #expect(text.contains("│ Order"))
    #expect(!text.contains("¤"))
    #expect(!text.contains("│ ┌"), "no box inside the pane")
    let top = text.split(separator: "\n").first { $0.contains("┌─ Book Library") } ?? ""
    #expect(top.trimmingCharacters(in: .whitespaces).count <= 44, "fitted, not 56 wide")
  }

  @Test func theCardSpreadsToTheWidthTheQuestionGivesThePane() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order tomato soup from Soup Chef")
    ui.type("ferry")
    ui.press(.enter)
    await ui.settle()
    let rows = ui.frame.text.split(separator: "\n").map { Array(String($0)) }
    let question = try #require(rows.first { String($0).contains("Your total is") })
    let total = try #require(rows.first { String($0).contains("Total:") })
    let divider = try #require(rows.first { String($0).contains("───") && $0.contains("│") })
    // The total ends where the question does, and the divider runs under the whole question:
    // the card is laid out to the pane's width, not cramped at its left.
    let questionEnd = try #require(question.lastIndex(of: "?"))
    #expect(total.lastIndex { $0.isNumber } == questionEnd)
    #expect(divider.lastIndex(of: "─") == questionEnd)
  }

  @Test func onATallScreenThePaneRestsOnTheKeyHints() async {
    let size = TerminalSize(columns: 160, rows: 48)
    let ui = await Self.bookOrder(size: size)
    let frame = ui.frame
    let bottom = (0..<size.rows).last { frame.rowText($0).contains("└") }
    #expect(bottom == size.rows - 2)
  }

  @Test func theTranscriptsCardAfterTheAnswerIsOneBoxFittedToItsText() async {
    var ui = await Self.bookOrder(size: TerminalSize(columns: 80, rows: 24))
    ui.press(.enter)
    await ui.settle()
    let lines = ui.frame.text.split(separator: "\n").map(String.init)
    #expect(!lines.contains { $0.contains("¤") })
    #expect(lines.contains { $0.contains("│ ✓ Order Placed │") })
  }
}
