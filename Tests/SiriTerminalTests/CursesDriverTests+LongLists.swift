import Testing

@testable import SiriTerminal

/// Long lists and focus on the real driver's screen (newterm at 80×24), read back cell for cell.
extension CursesDriverTests {
  @Test func theSeventeenRowListLeavesTheLastWordsAndTheQuestionOnTheCursesScreen() async throws {
    var ui = await LongListTests.atLocations()
    let opened = ui.frame
    ui.type("17")
    let typed = ui.frame
    try withDriver { driver in
      driver.draw(opened)
      let rows = (0..<24).map { driver.rowText($0) }
      let answer = rows.firstIndex { $0.contains("You   Hiking") }
      let question = rows.firstIndex { $0.contains("Please provide a location.") }
      #expect(answer != nil && question != nil && answer ?? 0 < question ?? 0)
      driver.draw(typed)
      let after = (0..<24).map { driver.rowText($0) }
      #expect(after.contains { $0.contains("▸ 17 Yosemite National Park") })
      #expect(after.contains { $0.contains("  10 Pacifica, CA") })
    }
  }

  @Test func aTypedNoUnlightsTheButtonsOnTheCursesScreen() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.enter)
    await ui.settle()
    ui.press(.enter)
    await ui.settle()
    ui.type("no")
    let frame = ui.frame
    try withDriver { driver in
      driver.draw(frame)
      let rows = (0..<24).map { driver.rowText($0) }
      #expect(rows.contains { $0.contains(" [ Order ]   [ Cancel ]") })
      #expect(!rows.contains { $0.contains("▸[ Order ]") })
      #expect(rows[23].contains("Enter send"))
      #expect(!rows[23].contains("Enter press"))
    }
  }
}
