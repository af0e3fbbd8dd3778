import SiriTerminal
import Testing

/// The note under an utterance says what Siri understood: the app, the intent, and the values
/// read, so that typo tolerance shows.
@Suite(.timeLimit(.minutes(1)))
struct UnderstoodNoteTests {
  @Test func noteListsTheValuesReadFromATypo() async {
    var ui = await SoupChefUI()
    await ui.say("Order two tomatoe soups from Soup Chef")
    #expect(
      ui.state.scrollback.entries.contains(
        .understood(
          app: "Soup Chef", intent: "Order Soup", values: ["soup: Tomato Soup", "quantity: 2"])))
    #expect(ui.frame.text.contains("Soup Chef · Order Soup · soup: Tomato Soup · quantity: 2"))
  }

  @Test func aTypedAnswerIsEchoedAsTheValueChosenWithWhatWasTyped() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    // The secret soup is no suggestion: the words go to the runtime, which finds it.
    ui.type("manhattan")
    ui.press(.enter)
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("Manhattan Clam Chowder  (“manhattan”)")))
    #expect(ui.frame.text.contains("You   Manhattan Clam Chowder (“manhattan”)"))
  }
}
