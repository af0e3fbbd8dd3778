import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@Suite struct IntentParameterTests {
  @Test func givenTitleIsUsed() {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    #expect(text(intent.$soup.title) == "Soup")
    #expect(text(intent.$soup.descriptor.title) == "Soup")
    #expect(text(intent.$storeLocation.descriptor.title) == "Store Location")
  }

  @Test func missingTitleIsGeneratedFromThePropertyName() {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    #expect(intent.$deliveryLocation.title == nil)
    #expect(text(intent.$deliveryLocation.descriptor.title) == "Delivery Location")
    let bare = BareIntent()
    _ = IntentReflection.parameters(of: bare)
    #expect(text(bare.$note.descriptor.title) == "Note")
    #expect(text(bare.$isGift.descriptor.title) == "Is Gift")
  }

  @Test(arguments: [
    ("deliveryLocation", "Delivery Location"),
    ("soup", "Soup"),
    ("_storeLocation", "Store Location"),
    ("numberOfGuestsToSeat", "Number Of Guests To Seat"),
    ("Quantity", "Quantity"),
    ("", ""),
  ])
  func generatedTitleSplitsCamelCase(name: String, title: String) {
    #expect(ParameterDescriptor.generatedTitle(for: name) == title)
  }

  @Test func unboundParameterIsNamedValue() {
    let parameter = IntentParameter<Int>()
    #expect(parameter.descriptor.name == "value")
    #expect(text(parameter.descriptor.title) == "Value")
  }

  @Test func defaultIsReadThroughTheWrappedValue() {
    let intent = OrderSoupIntent()
    #expect(intent.quantity == 1)
    #expect(intent.orderType == .pickup)
    #expect(intent.$quantity.defaultValue == 1)
    #expect(intent.$quantity.isSet == false)
    #expect(intent.$quantity.currentValue as? Int == 1)
  }

  @Test func clearValueRemovesTheDefault() {
    let intent = OrderSoupIntent()
    intent.$quantity.clearValue()
    #expect(intent.quantity == nil)
    #expect(intent.$quantity.currentValue == nil)
    #expect(intent.$quantity.isSet == false)
  }

  @Test func settingNilOnAnOptionalWithADefaultEmptiesIt() {
    let intent = OrderSoupIntent()
    intent.orderType = nil
    #expect(intent.orderType == nil)
    #expect(intent.$orderType.currentValue == nil)
    intent.orderType = .delivery
    #expect(intent.orderType == .delivery)
    #expect(intent.$orderType.isSet)
  }

  @Test func setValueAfterClearValueStoresTheValue() throws {
    let intent = OrderSoupIntent()
    intent.$quantity.clearValue()
    try intent.$quantity.setValue(4)
    #expect(intent.quantity == 4)
    #expect(intent.$quantity.isSet)
  }

  @Test func optionalParameterWithoutValueReadsNil() {
    let intent = OrderSoupIntent()
    #expect(intent.deliveryLocation == nil)
    #expect(intent.toppings == nil)
    #expect(intent.$deliveryLocation.currentValue == nil)
  }

  @Test func optionalAndRequiredParametersAreTold() {
    let intent = OrderSoupIntent()
    #expect(intent.$soup.descriptor.isOptional == false)
    #expect(intent.$quantity.descriptor.isOptional)
    #expect(intent.$toppings.descriptor.isOptional)
    #expect(SoupEntity._isOptional == false)
    #expect(Optional<Int>._isOptional)
    #expect(BareIntent().$isGift.descriptor.isOptional == false)
  }

  @Test func assignmentInsideNonMutatingPerformStoresTheValue() async throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    let script = ScriptedConversation([.pick(1)])
    var dependencies = AppDependencies()
    dependencies.add(OrderLog())
    _ = try await withConversation(script, dependencies: dependencies) {
      try await intent.perform()
    }
    #expect(intent.storeLocation == Stores.civicCenter)
    #expect(intent.$storeLocation.isSet)
  }

  @Test func copiesOfAnIntentShareTheirParameters() {
    let original = OrderSoupIntent()
    let copy = original
    original.quantity = 7
    #expect(copy.quantity == 7)
    #expect(copy.$quantity === original.$quantity)
  }

  @Test func setValueWithTheRightTypeStoresIt() throws {
    let intent = OrderSoupIntent()
    try intent.$soup.setValue(SoupEntity.chowder)
    #expect(intent.soup == .chowder)
    try intent.$orderType.setValue(OrderKind.delivery)
    #expect(intent.orderType == .delivery)
    try intent.$storeLocation.setValue(Stores.ferryBuilding)
    #expect(intent.storeLocation?.name == "Ferry Building")
  }

  @Test func setValueWithAWrongTypeThrows() {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let error = #expect(throws: IntentRequestError.self) {
      try intent.$quantity.setValue("three")
    }
    #expect(error?.message.contains("'quantity'") == true)
    #expect(error?.message.contains("String") == true)
    #expect(intent.quantity == 1)
    #expect(intent.$quantity.isSet == false)
  }

  @Test func setValueConvertsWholeNumbersButNotFractionsToInt() throws {
    let intent = OrderSoupIntent()
    try intent.$quantity.setValue(2.0)
    #expect(intent.quantity == 2)
    #expect(throws: IntentRequestError.self) {
      try intent.$quantity.setValue(2.5)
    }
  }

  @Test func decimalParameterIsAskedForAsADouble() {
    guard case .double = IntentParameter<Decimal>(title: "Tip").descriptor.kind else {
      Issue.record("a Decimal parameter is not of the .double kind")
      return
    }
  }

  @Test func decimalParameterAcceptsTheDoubleItsKindResolvesTo() throws {
    // `Decimal._valueKind` is `.double`, so the runtime answers with a `Double`.
    let tip = IntentParameter<Decimal>(title: "Tip")
    try tip.setValue(2.5)
    #expect(tip.currentValue as? Decimal == Decimal(string: "2.5"))
  }

  @Test func listParameterAcceptsAnArrayOfAnySendable() throws {
    let intent = OrderSoupIntent()
    let answer: [any Sendable] = [ToppingEntity.cheese, ToppingEntity.croutons]
    try intent.$toppings.setValue(answer)
    #expect(intent.toppings == [.cheese, .croutons])
  }

  @Test func listParameterAcceptsATypedArray() throws {
    let intent = OrderSoupIntent()
    try intent.$toppings.setValue([ToppingEntity.redPepper])
    #expect(intent.toppings == [.redPepper])
  }

  @Test func listParameterRejectsAnArrayWithAWrongElement() {
    let intent = OrderSoupIntent()
    let answer: [any Sendable] = [ToppingEntity.cheese, "Croutons"]
    #expect(throws: IntentRequestError.self) {
      try intent.$toppings.setValue(answer)
    }
    #expect(intent.toppings == nil)
  }

  @Test func listParameterAcceptsAnEmptyArray() throws {
    let intent = OrderSoupIntent()
    try intent.$toppings.setValue([any Sendable]())
    #expect(intent.toppings == [])
  }

  @Test func inclusiveRangeForIntIsKept() {
    let intent = OrderSoupIntent()
    #expect(intent.$quantity.descriptor.inclusiveRange == 1...10)
    #expect(RateSoupIntent().$stars.descriptor.inclusiveRange == 1...5)
  }

  @Test func inclusiveRangeWithSwappedBoundsIsOrdered() {
    let parameter = IntentParameter<Int>(title: "Spice", inclusiveRange: (10, 2))
    #expect(parameter.descriptor.inclusiveRange == 2...10)
    let decimal = IntentParameter<Double?>(title: "Weight", inclusiveRange: (5.5, 0.5))
    #expect(decimal.descriptor.inclusiveRange == 0.5...5.5)
  }

  @Test func parameterWithoutRangeHasNone() {
    #expect(OrderSoupIntent().$soup.descriptor.inclusiveRange == nil)
  }

  @Test func dialogsAndDescriptionAreCarriedInTheDescriptor() {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    #expect(
      text(intent.$deliveryLocation.descriptor.requestValueDialog?.full)
        == "Where would you like your order delivered?")
    #expect(
      text(intent.$soup.descriptor.requestDisambiguationDialog?.full)
        == "Which soup did you mean?")
    #expect(intent.$soup.descriptor.requestValueDialog == nil)
    let described = IntentParameter<String>(
      title: "Note", description: "A note for the kitchen",
      inputConnectionBehavior: .connectToPreviousIntentResult)
    #expect(text(described.descriptor.description) == "A note for the kitchen")
    #expect(described.inputConnectionBehavior == .connectToPreviousIntentResult)
    #expect(intent.$soup.inputConnectionBehavior == .default)
  }

  @Test func onlyOptionsProviderParametersHaveOptions() {
    let intent = OrderSoupIntent()
    #expect(intent.$storeLocation.descriptor.options != nil)
    #expect(intent.$deliveryLocation.descriptor.options == nil)
  }
}
