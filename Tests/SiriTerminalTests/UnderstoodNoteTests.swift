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
      ui.state.transcript.entries.contains(
        .understood(
          app: "Soup Chef", intent: "Order Soup", values: ["soup: Tomato Soup", "quantity: 2"])))
    #expect(ui.frame.text.contains("Soup Chef · Order Soup · soup: Tomato Soup · quantity: 2"))
  }
}
