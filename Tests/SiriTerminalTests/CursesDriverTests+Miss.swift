import Testing

@testable import SiriTerminal

/// The footer's pointer to `:why` after a miss, and a card cut by the transcript's top row,
/// drawn through the real driver on `newterm` and read back.
extension CursesDriverTests {
  @Test func whyPointerReadsBackAfterAMissAndGoesAfterTheNextTurn() async throws {
    var ui = await SoupChefUI()
    await ui.say("What's the weather")
    let missed = ui.frame
    await ui.say("Order tomato soup from Soup Chef")
    let next = ui.frame
    try withDriver { driver in
      driver.draw(missed)
      #expect(driver.rowText(23).hasPrefix(" :why explains the miss · Enter send"))
      driver.draw(next)
      #expect(!driver.rowText(23).contains(":why"))
    }
  }

  @Test func cutCardEdgeReadsBack() throws {
    var state = CutCardTests.state()
    state.scrollback.append(.utterance("Thanks"))
    let frame = TerminalRenderer.render(state, size: state.size)
    try withDriver(size: state.size) { driver in
      driver.draw(frame)
      #expect(driver.rowText(1).hasPrefix("      ┌╌ ↑ ╌"))
      #expect(driver.rowText(2).hasPrefix("      │ Ferry Building"))
    }
  }
}
