import ConversationRuntime
import ConversationSession
import SiriTerminal
import Testing

/// `:why` in the terminal UI: the last utterance explained step by step in the transcript.
@Suite(.timeLimit(.minutes(1)))
struct WhyCommandTests {
  static func notices(_ ui: SoupChefUI) -> [String] {
    ui.state.scrollback.entries.compactMap {
      if case .notice(let text, _) = $0 { return text }
      return nil
    }
  }

  @Test func whyExplainsTheLastUtterance() async {
    var ui = await SoupChefUI()
    await ui.say("Order tomato soup from Soup Chef")
    ui.press(.escape)
    await ui.settle()

    await ui.say(":why")

    #expect(ui.effects.contains(.command(SessionCommand(WhyCommand(nil)))))
    let notices = Self.notices(ui)
    #expect(notices.contains { $0.hasPrefix("why “Order tomato soup from Soup Chef”") })
    #expect(notices.contains { $0.contains("“tomato soup”") && $0.contains("${soup}") })
    #expect(
      notices.contains { $0.hasPrefix("  1. match") && $0.hasSuffix("Soup Chef › OrderSoup") })
  }

  @Test func whyAt80ColumnsKeepsEachVerdictOnItsRow() async {
    var ui = await SoupChefUI()
    await ui.say(":why Order tomato soup from Soup Chef")
    let screen = ScrollbackLayout.lines(for: ui.state).map(\.text)
    // The verdict, the score and the intent on one row; the phrase on the next.
    #expect(screen.contains { $0.contains("1. match  ") && $0.hasSuffix("Soup Chef › OrderSoup") })
    #expect(screen.contains { $0.hasSuffix("via “Order ${soup} from ${applicationName}”") })
  }

  @Test func whyAfterAValueThatWasNotFoundSaysSo() async {
    var ui = await SoupChefUI()
    await ui.say("Order banana bread from Soup Chef")
    #expect(
      ui.state.scrollback.plainLines.contains { $0.contains("I couldn't find “banana bread”") })
    ui.press(.escape)
    await ui.settle()
    await ui.say(":why")
    let notices = Self.notices(ui)
    #expect(notices.contains { $0.hasPrefix("  1. match") })
    #expect(
      notices.contains {
        $0.contains("The phrase matched, but “banana bread” names no soup Soup Chef has")
      })
  }

  @Test func whyAfterAThingTheAppLacksSaysItWasRefused() async {
    var ui = await SoupChefUI()
    await ui.say(":why Order a cheeseburger from Soup Chef")
    let notices = Self.notices(ui)
    #expect(notices.contains { $0.hasPrefix("  1. match") })
    #expect(
      notices.contains {
        $0.contains("The phrase matched, but it names a thing Soup Chef doesn't have")
      })
  }

  @Test func whyKeepsItsColumnsLinedUpOnScreen() async throws {
    var ui = await SoupChefUI()
    await ui.say(":why Order tomato soup from Soup Chef")
    let row = try #require(
      Self.notices(ui).first { $0.contains("“Order”") && $0.contains("exact") })
    #expect(row.contains("  order  "))
    // Laid out for the screen, the row keeps its runs of spaces: the columns stay lined up.
    let screen = ScrollbackLayout.lines(for: ui.state).map(\.text)
    #expect(screen.contains { $0.hasSuffix(row.trimmingPrefix(while: { $0 == " " })) })
  }

  @Test func whyWithAnUtteranceExplainsAMiss() async {
    var ui = await SoupChefUI()
    await ui.say(":why What's the weather")
    #expect(
      Self.notices(ui).contains { $0.contains("It names none of the loaded apps (Soup Chef).") })
  }

  @Test func whyBeforeAnythingWasSaidSaysSo() async {
    var ui = await SoupChefUI()
    await ui.say(":why")
    #expect(Self.notices(ui).contains { $0.hasPrefix("Say something first") })
  }

  @Test func whyParsesWithAndWithoutAnUtterance() {
    #expect(SessionCommand(line: ":why") == SessionCommand(WhyCommand(nil)))
    #expect(SessionCommand(line: ":why  Order soup ") == SessionCommand(WhyCommand("Order soup")))
  }
}
