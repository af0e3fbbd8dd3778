import ConversationRuntime
import ConversationTestSupport
import SiriTerminal
import TerminalTestSupport
import Testing

/// Trails and Book Library beside Soup Chef in the curses UI (issues 8 and 9), as `sirisim`
/// loads them: each app's panes, buttons and answers on the screen, keys alone, and the turns
/// kept in the transcript printed when the UI closes.
@Suite(.timeLimit(.minutes(1)))
struct BundledAppsUITests {
  /// The UI over every bundled app, Book Library searching the small catalog.
  static func ui() async -> ScriptedTerminal {
    await ScriptedTerminal(runtime: BookLibraryFixture.make().runtime)
  }

  /// Expects each text on the screen the UI shows now.
  static func expectScreen(
    _ ui: ScriptedTerminal, _ texts: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = ui.frame.text
    for text in texts where !screen.contains(text) {
      Issue.record("Expected “\(text)” on the screen:\n\(screen)", sourceLocation: sourceLocation)
    }
  }

  @Test func trailsConditionsDayPassAndTracking() async {
    var ui = await Self.ui()
    Self.expectScreen(ui, "SiriSim · Soup Chef, Trails")
    await ui.say("Get Half Dome Trail conditions with Trails")
    Self.expectScreen(
      ui, "Here's the latest information on trail conditions.", "Closed for the season")
    await ui.say("Buy a Trails day pass")
    Self.expectScreen(ui, "▸[ Buy ]   [ Cancel ]")
    ui.press(.enter)
    await ui.settle()
    Self.expectScreen(ui, "Your trail day pass is active.")
    await ui.say("Track my snowshoeing in Trails")
    Self.expectScreen(ui, "Trails opened: Tracking Snowshoeing on")
    await ui.say(":run NextTrailManeuver")
    Self.expectScreen(ui, "Turn right in 300 m to return to the parking lot")
    ui.send(.interrupted)
    #expect(ui.state.scrollback.plainLines.contains("You: Buy a Trails day pass"))
  }

  @Test func suggestTrailsThroughEveryPaneWithTheKeys() async {
    var ui = await Self.ui()
    await ui.say(":run SuggestTrails")
    Self.expectScreen(ui, "What activity would you like to do?")
    await ui.say("hiking")
    Self.expectScreen(ui, "▸[ Continue ]   [ Cancel ]")
    ui.press(.enter)
    await ui.settle()
    Self.expectScreen(ui, "▸ 1 Log In")
    ui.press(.enter)
    await ui.settle()
    Self.expectScreen(ui, "Please provide a location.")
    ui.type("National Forest")
    ui.press(.up, .enter)
    await ui.settle()
    Self.expectScreen(
      ui, "Multiple locations match National Forest", "▸ 1 El Dorado National Forest")
    // A row's number highlights it; Enter picks it.
    ui.press(.character("2"), .enter)
    await ui.settle()
    Self.expectScreen(ui, "Suggested Trails: Mount Whitney Trail")
    await ui.say(#":find Trail --where "name contains Falls" --sort trailLength"#)
    Self.expectScreen(ui, "McWay Falls Trail")
  }

  @Test func bookLibraryShelvesMissesAndAddingABook() async {
    var ui = await Self.ui()
    Self.expectScreen(ui, "Book Library")
    await ui.say("Open Want to Read in Book Library")
    Self.expectScreen(ui, "Book Library opened: Want to Read")
    await ui.say("Rename my Want to Read shelf in Book Library")
    Self.expectScreen(ui, "Book Library hasn't added support for that with Siri.")
    await ui.say("Order pho from DoorDash")
    Self.expectScreen(ui, "I don't know an app called DoorDash.")
    await ui.say("Add a book to Book Library")
    Self.expectScreen(ui, "What's the title?")
    await ui.say("Darkness")
    Self.expectScreen(ui, "Who wrote the book?")
    await ui.say("Joseph Conrad")
    Self.expectScreen(ui, "Book Library opened: Heart of Darkness by Joseph Conrad")
    ui.send(.interrupted)
    #expect(ui.state.scrollback.plainLines.contains("You: Add a book to Book Library"))
  }

  @Test func bookLibraryBuysChainsFindsAndExplains() async {
    var ui = await Self.ui()
    await ui.say("Buy Dune from Book Library")
    Self.expectScreen(ui, "How many? (Count)")
    await ui.say("2")
    Self.expectScreen(ui, "▸[ Order ]   [ Cancel ]", "Copies:")
    ui.press(.enter)
    await ui.settle()
    Self.expectScreen(ui, "Thank you for your order!")
    await ui.say(#":run AddBook title="The Hobbit" --then OpenBook book=@result"#)
    Self.expectScreen(ui, "Book Library opened: The Hobbit by J. R. R. Tolkien")
    await ui.say(#":find Book --where "title contains Darkness" --sort title"#)
    Self.expectScreen(ui, "The Left Hand of Darkness")
    await ui.say(":why Order Dune from Soup Chef")
    // The columns stay lined up on screen: the row keeps its runs of spaces.
    Self.expectScreen(
      ui, "“Dune”                           foreign        1000", "scores 0.000, under the")
    ui.send(.interrupted)
    #expect(ui.state.scrollback.plainLines.contains("You: Buy Dune from Book Library"))
  }
}
