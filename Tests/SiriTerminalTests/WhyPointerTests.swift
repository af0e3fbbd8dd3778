import ConversationRuntime
import SiriTerminal
import Testing

/// After a miss the footer points to `:why`, first among the key hints, until the next line
/// is sent; Siri's own words stay as they are.
@Suite(.timeLimit(.minutes(1)))
struct WhyPointerTests {
  static func footer(_ ui: SoupChefUI) -> String {
    let frame = ui.frame
    return frame.rowText(frame.size.rows - 1)
  }

  @Test func aMissPointsToWhyInTheFooter() async {
    var ui = await SoupChefUI()
    await ui.say("What's the weather")
    #expect(ui.state.showsWhyPointer)
    #expect(Self.footer(ui).hasPrefix(" :why explains the miss · Enter send"))
    // Siri's answer is the same as before: the pointer is not part of the dialog.
    let said = ui.state.scrollback.entries.compactMap { entry -> String? in
      if case .siri(let text, _, _) = entry { return text }
      return nil
    }
    #expect(said.count == 1)
    #expect(said.first?.contains(":why") == false)
    expectFrameSnapshot(ui.frame, named: "miss-80x24", roles: true)
  }

  @Test func theNextTurnTakesThePointerAway() async {
    var ui = await SoupChefUI()
    await ui.say("What's the weather")
    await ui.say("Order tomato soup from Soup Chef")
    #expect(!ui.state.showsWhyPointer)
    #expect(!ui.frame.text.contains(":why"))
  }

  @Test func aCommandTakesThePointerAway() async {
    var ui = await SoupChefUI()
    await ui.say("What's the weather")
    await ui.say(":why")
    #expect(!ui.state.pointsToWhy)
    #expect(!Self.footer(ui).contains(":why"))
  }

  @Test func aMatchDoesNotPoint() async {
    var ui = await SoupChefUI()
    await ui.say("Order tomato soup from Soup Chef")
    #expect(!ui.state.pointsToWhy)
  }

  @Test func theHelpHidesThePointerAndClosingItBringsItBack() async {
    var ui = await SoupChefUI()
    await ui.say("What's the weather")
    ui.press(.character("?"))
    #expect(!ui.state.showsWhyPointer)
    ui.press(.escape)
    #expect(ui.state.showsWhyPointer)
  }

  @Test func aNarrowFooterKeepsThePointerFirst() async {
    var ui = await SoupChefUI(size: TerminalSize(columns: 40, rows: 12))
    await ui.say("What's the weather")
    #expect(Self.footer(ui).hasPrefix(" :why explains the miss · Enter send"))
  }
}
