import ConversationRuntime
import SiriTerminal
import Testing

/// Where panes go: under the newest turn, which stays in view; the conversation scrolls behind
/// an open pane; a retry message shows inside the pane; a snippet scrolls in a small pane while
/// its question and buttons stay.
@Suite(.timeLimit(.minutes(1)))
struct PanePlacementTests {
  /// Answers every pane with Enter (the first choice, the confirming button) until the turn ends.
  static func finishTurn(_ ui: inout SoupChefUI) async {
    var guardrail = 0
    while ui.state.pane != nil, guardrail < 10 {
      if case .valueEntry = ui.state.pane { ui.press(.down) }
      ui.press(.enter)
      await ui.settle()
      guardrail += 1
    }
  }

  /// Two orders placed, then a third asked for: the transcript overflows the screen and the
  /// soup pick list is open.
  static func uiAfterTwoOrdersAndAThird() async -> SoupChefUI {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    await finishTurn(&ui)
    await ui.say("Order tomato soup from Soup Chef")
    await finishTurn(&ui)
    await ui.say("Order clam chowder from Soup Chef")
    return ui
  }

  /// The row of the pane's top border, if a pane shows.
  static func paneTop(_ frame: Frame) -> Int? {
    (0..<frame.size.rows).first { frame.rowText($0).contains("┌─ ") }
  }

  @Test func newestTurnStaysInViewAboveThePane() async throws {
    let ui = await Self.uiAfterTwoOrdersAndAThird()
    let frame = ui.frame
    let top = try #require(Self.paneTop(frame))
    #expect(ScrollbackLayout.lineCount(for: ui.state) > top, "the transcript must overflow")
    #expect(frame.rowText(top - 1).contains("Soup Chef · Order Soup"))
    #expect(frame.rowText(top - 2).contains("You   Order clam chowder from Soup Chef"))
  }

  @Test func pageUpScrollsTheConversationBehindAPane() async throws {
    var ui = await Self.uiAfterTwoOrdersAndAThird()
    let before = ui.frame
    ui.press(.pageUp)
    #expect(ui.state.scrollTop != nil)
    #expect(ui.state.pane != nil, "the pane stays open")
    let scrolled = ui.frame
    #expect(scrolled.rowText(1) != before.rowText(1))
    let top = try #require(Self.paneTop(scrolled))
    #expect(scrolled.rowText(top - 1).contains("more line"), "a note says what is below")
    ui.press(.pageDown, .pageDown, .pageDown, .pageDown)
    #expect(ui.state.scrollTop == nil)
    #expect(ui.frame == before)
  }

  @Test func retryMessageShowsInsideThePaneHighlighted() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    ui.type("xyzzy")
    ui.press(.enter)
    await ui.settle()
    let notice = try #require(ui.state.paneNotice)
    #expect(notice.contains("xyzzy"))
    let frame = ui.frame
    let top = try #require(Self.paneTop(frame))
    let row = top + 1
    #expect(frame.rowText(row).contains("xyzzy"))
    let column = try #require(
      (0..<frame.size.columns).first { frame[row, $0].character == "x" })
    #expect(frame[row, column].role == .error)
    // The next answer clears it.
    ui.press(.down, .enter)
    await ui.settle()
    #expect(ui.state.paneNotice == nil)
  }

  @Test func theRetryMessageIsShownOnceInThePaneThenKeptInTheTranscript() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    ui.type("xyzzy")
    ui.press(.enter)
    await ui.settle()
    let notice = try #require(ui.state.paneNotice)
    let words = String(notice.prefix(16))
    // In the pane, not also as a Siri line behind it.
    #expect(ui.frame.text.components(separatedBy: words).count - 1 == 1)
    ui.press(.down, .enter)
    await ui.settle()
    // Once the pane closes, the transcript has it once, before the question asked again.
    let lines = ui.state.scrollback.plainLines
    #expect(lines.filter { $0.contains(words) }.count == 1)
    let said = try #require(lines.firstIndex { $0.contains(words) })
    #expect(lines.dropFirst(said + 1).first?.hasPrefix("Siri: ") == true)
  }

  @Test func smallConfirmationScrollsItsSnippetKeepingQuestionAndButtons() async throws {
    var ui = await SoupChefUI(size: TerminalSize(columns: 40, rows: 12))
    await ui.say("Order new england clam chowder from Soup Chef for pickup")
    await ui.answerUntilConfirmation()
    guard case .confirmation = ui.state.pane else {
      Issue.record("no confirmation pane")
      return
    }
    var sawTotal = false
    for _ in 0..<8 {
      let frame = ui.frame
      #expect(frame.text.contains("Your total is"), "the question stays")
      #expect(frame.text.contains("[ Order ]"), "the buttons stay")
      if frame.text.contains("Total:") { sawTotal = true }
      ui.press(.down)
    }
    #expect(sawTotal, "scrolling reaches the total")
    ui.press(.up, .up, .up, .up, .up, .up, .up, .up)
    guard case .confirmation(let pane) = ui.state.pane else { return }
    #expect(pane.snippetTop == 0)
  }

  @Test func tallScreenPaneRestsOnTheKeyHintsFittedToItsContent() async throws {
    var ui = await SoupChefUI(size: TerminalSize(columns: 120, rows: 40))
    await ui.say("Order clam chowder from Soup Chef")
    let frame = ui.frame
    let top = try #require(Self.paneTop(frame))
    let bottom = (0..<40).last { frame.rowText($0).contains("└") }
    #expect(bottom == 38, "right above the key hints, not under a short transcript far above")
    #expect(top > 1 + ScrollbackLayout.lineCount(for: ui.state))
    let border = frame.rowText(top)
    let left = try #require(border.firstIndex(of: "┌"))
    #expect(border.distance(from: border.startIndex, to: left) == ScreenLayout.gutter - 2)
    let paneWidth = border.trimmingCharacters(in: .whitespaces).count
    #expect(paneWidth >= PaneGeometry.minimumWidth)
    #expect(paneWidth < PaneGeometry.maximumWidth, "no wider than the choices need")
  }
}
