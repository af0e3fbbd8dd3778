import Testing

@testable import SiriTerminal

/// The mouse: a click picks a row or presses a button, the wheel scrolls what is under it.
@Suite(.timeLimit(.minutes(1)))
struct MouseTests {
  /// The row and column where `text` starts on the frame, if it shows.
  static func position(of text: String, in frame: Frame) -> (row: Int, column: Int)? {
    for row in 0..<frame.size.rows {
      let line = frame.rowText(row)
      if let range = line.range(of: text) {
        return (row, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return nil
  }

  @Test func aClickOnARowPicksIt() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    let spot = try #require(Self.position(of: "New England Clam Chowder", in: ui.frame))
    ui.send(.mouse(MouseEvent(.click, row: spot.row, column: spot.column + 3)))
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("New England Clam Chowder")))
    guard case .choice(let stores) = ui.state.pane else {
      Issue.record("expected the store list")
      return
    }
    #expect(stores.prompt.text == "Which store location?")
    // A click on a subtitle picks its row too.
    let subtitle = try #require(Self.position(of: "Civic Center", in: ui.frame))
    ui.send(.mouse(MouseEvent(.click, row: subtitle.row, column: subtitle.column)))
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("Civic Center")))
  }

  @Test func aClickOnCancelPressesIt() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef for pickup")
    while let pane = ui.state.pane {
      if case .confirmation = pane { break }
      ui.press(.enter)
      await ui.settle()
    }
    let cancel = try #require(Self.position(of: "[ Cancel ]", in: ui.frame))
    ui.send(.mouse(MouseEvent(.click, row: cancel.row, column: cancel.column + 2)))
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("Cancel")))
    #expect(ui.state.pane == nil)
    // A click beside the pane does nothing.
    var state = ui.state
    #expect(state.update(.mouse(MouseEvent(.click, row: 1, column: 79))) == [])
  }

  @Test func theWheelScrollsTheListOrTheTranscript() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    guard case .choice(let before) = ui.state.pane else { return }
    #expect(before.list.highlighted == 0)
    let inside = ScreenPlan(state: ui.state).pane?.geometry
    let row = (inside?.top ?? 0) + 2
    let column = (inside?.left ?? 0) + 3
    ui.send(.mouse(MouseEvent(.wheelDown, row: row, column: column)))
    guard case .choice(let after) = ui.state.pane else { return }
    #expect(after.list.highlighted == 1)
    // Outside the pane, the transcript scrolls, if it is longer than its rows.
    var long = TerminalState(size: TerminalSize(columns: 80, rows: 12), apps: ["Soup Chef"])
    _ = long.update(.notices((1...40).map { "line \($0)" }, isError: false))
    _ = long.update(.mouse(MouseEvent(.wheelUp, row: 3, column: 10)))
    #expect(long.scrollTop != nil)
    for _ in 0..<20 { _ = long.update(.mouse(MouseEvent(.wheelDown, row: 3, column: 10))) }
    #expect(long.scrollTop == nil)
  }
}
