@_spi(SiriSim) import OpenAppIntents
import Testing

@Suite struct ParameterSummaryTests {
  @Test func summaryShowsTheValuesInPlace() throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.quantity = 2
    intent.storeLocation = Stores.ferryBuilding
    let summary = try #require(intent.parameterSummaryText)
    #expect(summary.sentence == "Order 2 Tomato Soup for Pick Up from Ferry Building")
  }

  @Test func emptyParametersShowTheirTitles() throws {
    let intent = OrderSoupIntent()
    let summary = try #require(intent.parameterSummaryText)
    #expect(summary.sentence == "Order 1 Soup for Pick Up from Store Location")
  }

  @Test func generatedTitleIsShownForAnEmptyUntitledParameter() throws {
    let intent = OrderSoupIntent()
    intent.soup = .chowder
    intent.orderType = .delivery
    let summary = try #require(intent.parameterSummaryText)
    #expect(
      summary.sentence == "Order 1 New England Clam Chowder for Delivery to Delivery Location")
  }

  @Test func collapsedParametersAreListedAsDetails() throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.toppings = [.cheese, .croutons]
    let summary = try #require(intent.parameterSummaryText)
    #expect(summary.details == ["Toppings: Cheese and Croutons"])
    #expect(
      summary.description
        == "Order 1 Tomato Soup for Pick Up from Store Location\n  Toppings: Cheese and Croutons")
  }

  @Test func emptyCollapsedParameterIsStillListed() throws {
    let intent = OrderSoupIntent()
    let details = try #require(intent.parameterSummaryText).details
    #expect(details.count == 1)
    #expect(details.first?.hasPrefix("Toppings: ") == true)
  }

  @Test func switchPicksTheCaseOfTheEnumValue() throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.deliveryLocation = Stores.civicCenter
    intent.storeLocation = Stores.ferryBuilding

    intent.orderType = .pickup
    #expect(intent.parameterSummaryText?.sentence.hasSuffix("from Ferry Building") == true)

    intent.orderType = .delivery
    #expect(
      intent.parameterSummaryText?.sentence
        == "Order 1 Tomato Soup for Delivery to Civic Center")
  }

  @Test func switchFallsBackToTheDefaultCase() throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.orderType = .catering
    #expect(intent.parameterSummaryText?.sentence == "Order 1 Tomato Soup for catering")
  }

  @Test func switchOnAnEmptyParameterUsesTheDefaultCase() throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.$orderType.clearValue()
    #expect(intent.parameterSummaryText?.sentence == "Order 1 Tomato Soup for Order Type")
  }

  @Test func whenHasAnyValueShowsTheThenBranch() {
    let intent = ReserveTableIntent()
    intent.guests = 4
    intent.note = "window seat"
    #expect(intent.parameterSummaryText?.sentence == "Reserve for 4 (window seat)")
  }

  @Test func whenWithoutValueShowsTheOtherwiseBranch() {
    let intent = ReserveTableIntent()
    intent.guests = 2
    #expect(intent.parameterSummaryText?.sentence == "Reserve for 2")
    intent.note = nil
    #expect(intent.parameterSummaryText?.sentence == "Reserve for 2")
  }

  @Test func whenWithoutOtherwiseShowsNothingWithoutAValue() {
    let intent = GiftNoteIntent()
    #expect(intent.parameterSummaryText == nil)
    intent.message = "Happy birthday"
    #expect(intent.parameterSummaryText?.sentence == "Add the note Happy birthday")
    #expect(intent.parameterSummaryText?.details == [])
  }

  @Test func whenHasNoValueShowsTheThenBranchOnlyWhileEmpty() {
    let intent = WalkInIntent()
    #expect(intent.parameterSummaryText?.sentence == "Walk in")
    intent.guests = 3
    #expect(intent.parameterSummaryText?.sentence == "Walk in with 3 guests")
  }

  @Test func whenCountsADefaultAsAValue() {
    let intent = OrderSoupIntent()
    #expect(intent.$quantity.isSet == false)
    let summary = When(\OrderSoupIntent.$quantity, .hasAnyValue) {
      Summary("Has quantity")
    } otherwise: {
      Summary("No quantity")
    }
    #expect(summary.renderedSummary(for: intent)?.sentence == "Has quantity")
    intent.$quantity.clearValue()
    #expect(summary.renderedSummary(for: intent)?.sentence == "No quantity")
  }

  @Test func summaryWithoutParametersIsItsLiteral() {
    #expect(
      ShowMenuIntent().parameterSummaryText == ParameterSummaryText(sentence: "Show today's menu"))
  }

  @Test func intentWithoutASummaryHasNone() {
    #expect(BareIntent().parameterSummaryText == nil)
    #expect(OpenMenuIntent().parameterSummaryText == nil)
  }

  @Test func summaryTextDescriptionIndentsDetails() {
    let summary = ParameterSummaryText(sentence: "Order soup", details: ["A: 1", "B: 2"])
    #expect(summary.description == "Order soup\n  A: 1\n  B: 2")
    #expect(ParameterSummaryText(sentence: "Only").description == "Only")
  }

  @Test func summaryOfACopyShowsTheSharedValues() {
    let intent = OrderSoupIntent()
    let copy = intent
    intent.soup = .chickenNoodle
    #expect(copy.parameterSummaryText?.sentence.contains("Chicken Noodle Soup") == true)
  }
}
