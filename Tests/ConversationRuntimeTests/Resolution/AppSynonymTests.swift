import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// An app's other names for a value (`DisplayRepresentation(title:synonyms:)`) are read by the
/// runtime like titles: Soup Chef says "takeout" and "to go" mean pickup, the runtime knows no
/// such word of its own.
@Suite struct AppSynonymTests {
  @Test(arguments: ["takeout", "to go", "carry out"])
  func aSynonymSaidInThePhrasePicksItsCase(_ synonym: String) async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.handle("Order tomato soup from Soup Chef for \(synonym)", with: frontEnd)

    #expect(
      frontEnd.understandings.first?.values.contains(
        UnderstoodValue(parameter: "orderType", value: "pickup")) == true)
  }

  @Test func aSynonymAnsweredToTheQuestionPicksItsCase() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("takeaway"), .cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("orderType", "teleport"), ("soup", "tomato")],
      with: frontEnd)

    #expect(frontEnd.prompts.first?.valuePrompt?.parameter == "orderType")
    // Pickup was taken: Soup Chef asks which store, not again which order type.
    #expect(frontEnd.prompts.dropFirst().first?.choicePrompt?.parameter == "storeLocation")
  }

  @Test func aPresetSynonymIsItsCase() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.run(
      intentNamed: "OrderSoup", parameters: [("orderType", "to go"), ("soup", "tomato")],
      with: frontEnd)

    // Pickup was taken: Soup Chef asks which store; an unknown preset is asked for again.
    #expect(frontEnd.prompts.first?.choicePrompt?.parameter == "storeLocation")
  }
}
