@_spi(SiriSim) import OpenAppIntents
import Testing

@testable import SiriTerminal

/// A card the transcript's top row cuts (scrolled, paged, or pushed up by newer turns) shows a
/// dashed edge with "↑" on its first shown line, never a bare mid-box line.
@Suite(.timeLimit(.minutes(1)))
struct CutCardTests {
  static let size = TerminalSize(columns: 40, rows: 8)

  /// "You", "Siri Done." and a card of five lines (rows 2–6 of the transcript), with 5 rows to
  /// show them in.
  static func state() -> TerminalState {
    var state = TerminalState(size: size, apps: ["Soup Chef"])
    let snippet = Snippet(
      root: .vstack([
        .text("✓ Order Confirmed", .emphasized), .text("1 Tomato Soup", []),
        .text("Ferry Building", []),
      ]))
    state.scrollback = [
      .utterance("Order soup"), .siri(text: "Done.", snippet: snippet, isError: false),
    ]
    return state
  }

  static func firstRow(_ state: TerminalState) -> String {
    TerminalRenderer.render(state, size: state.size).rowText(1)
  }

  static var topEdge: String {
    let lines = ScrollbackLayout.lines(for: state()).map(\.text)
    return lines[2].trimmingSuffix()
  }

  @Test func newerTurnsPushingACardUpShowItsCutEdge() {
    var state = Self.state()
    #expect(Self.firstRow(state).trimmingSuffix() == Self.topEdge, "the card fits from its top")
    state.scrollback.append(.utterance("Thanks"))
    let row = Self.firstRow(state).trimmingSuffix()
    #expect(row.hasPrefix("      ┌╌ ↑ ╌"))
    #expect(row.hasSuffix("╌┐"))
    #expect(row.count == Self.topEdge.count, "as wide as the card")
    expectFrameSnapshot(
      TerminalRenderer.render(state, size: state.size), named: "cut-card-40x8", roles: true)
  }

  @Test func scrollingLineByLineNeverStartsMidBox() {
    var state = Self.state()
    state.scrollback.append(.utterance("Thanks"))
    state.scrollback.append(.utterance("Bye"))
    for top in 0..<ScrollbackLayout.lineCount(for: state) {
      state.scrollTop = top
      let row = Self.firstRow(state)
      #expect(!row.hasPrefix("      │"), "top \(top): \(row)")
      #expect(!row.hasPrefix("      ├"), "top \(top): \(row)")
    }
  }

  @Test func theCardsTopAndBottomEdgesAtTheTopRow() {
    var state = Self.state()
    state.scrollback.append(.utterance("Thanks"))
    state.scrollback.append(.utterance("Bye"))
    state.scrollTop = 2
    #expect(Self.firstRow(state).trimmingSuffix() == Self.topEdge)
    state.scrollTop = 6
    let bottom = Self.firstRow(state).trimmingSuffix()
    #expect(bottom.hasPrefix("      └╌ ↑ ╌"))
    #expect(bottom.hasSuffix("╌┘"))
  }

  @Test func pageUpOverACardShowsItsCutEdge() async {
    var ui = await SoupChefUI(size: TerminalSize(columns: 40, rows: 12))
    await ui.say("Order clam chowder from Soup Chef")
    await ui.answerUntilConfirmation()
    ui.press(.enter)
    await ui.settle()
    await ui.say("Order tomato soup from Soup Chef")
    ui.press(.escape)
    await ui.settle()
    for _ in 0..<6 {
      ui.press(.pageUp)
      let row = ui.frame.rowText(1)
      #expect(!row.hasPrefix("      │") && !row.hasPrefix("      ├"), "\(row)")
    }
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
