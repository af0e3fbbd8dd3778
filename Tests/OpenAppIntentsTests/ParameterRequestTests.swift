@_spi(SiriSim) import OpenAppIntents
import Testing

private let noConversationMessage =
  "The intent asked a question, but it is not running in a conversation."

/// `requestValue`, `requestDisambiguation` and `requestConfirmation(for:)` of a parameter.
@Suite struct ParameterRequestTests {
  // MARK: requestValue

  @Test func requestValueReturnsTheAnswerWithoutStoringIt() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let script = ScriptedConversation([.value(4)])
    let answer = try await withConversation(script) {
      try await intent.$quantity.requestValue("How many soups?")
    }
    #expect(answer == 4)
    #expect(intent.quantity == 1)
    #expect(intent.$quantity.isSet == false)
    let request = try #require(script.requests.first)
    #expect(request.isValueRequest)
    #expect(request.parameterName == "quantity")
    #expect(text(request.dialog?.full) == "How many soups?")
  }

  @Test func requestValueWithoutDialogLeavesTheParametersPromptToTheRuntime() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let script = ScriptedConversation([.value(Stores.ferryBuilding)])
    let place = try await withConversation(script) {
      try await intent.$deliveryLocation.requestValue()
    }
    #expect(place == Stores.ferryBuilding)
    guard case .value(let descriptor, let dialog) = try #require(script.requests.first) else {
      Issue.record("not a value request")
      return
    }
    #expect(descriptor.name == "deliveryLocation")
    #expect(text(descriptor.title) == "Delivery Location")
    #expect(
      text((dialog ?? descriptor.requestValueDialog)?.full)
        == "Where would you like your order delivered?")
  }

  @Test func requestValueWithAnAnswerOfTheWrongTypeThrows() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.value("four")])
    await #expect(throws: IntentRequestError.self) {
      try await withConversation(script) { try await intent.$quantity.requestValue() }
    }
  }

  @Test func requestValueForAListAcceptsAnArrayOfAnySendable() async throws {
    let intent = OrderSoupIntent()
    let answer: [any Sendable] = [ToppingEntity.cheese, ToppingEntity.croutons]
    let script = ScriptedConversation([.value(answer)])
    let toppings = try await withConversation(script) {
      try await intent.$toppings.requestValue()
    }
    #expect(toppings == [.cheese, .croutons])
  }

  @Test func cancelledRequestValueThrowsCancellationError() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.cancel])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) { try await intent.$soup.requestValue() }
    }
  }

  // MARK: requestDisambiguation

  @Test func requestDisambiguationReturnsThePickedValue() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let script = ScriptedConversation([.pick(1)])
    let soup = try await withConversation(script) {
      try await intent.$soup.requestDisambiguation(
        among: [.tomato, .chowder], dialog: "Tomato or chowder?")
    }
    #expect(soup == .chowder)
    #expect(intent.$soup.isSet == false)
    let request = try #require(script.requests.first)
    #expect(request.parameterName == "soup")
    #expect(text(request.dialog?.full) == "Tomato or chowder?")
  }

  @Test func disambiguationChoicesDescribeEntitiesByIdAndDisplay() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.pick(0)])
    _ = try await withConversation(script) {
      try await intent.$soup.requestDisambiguation(among: [.tomato, .chowder])
    }
    let choices = try #require(script.requests.first?.choices)
    #expect(choices.map(\.id) == ["tomato", "clamChowder"])
    #expect(
      choices.map { text($0.displayRepresentation.title) }
        == ["Tomato Soup", "New England Clam Chowder"])
    #expect(text(choices.first?.displayRepresentation.subtitle) == "Tomatoes")
    #expect(choices.first?.value as? SoupEntity == .tomato)
    #expect(choices.allSatisfy { $0.section == nil })
  }

  @Test func disambiguationDialogFallsBackToTheParameters() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.pick(0)])
    _ = try await withConversation(script) {
      try await intent.$soup.requestDisambiguation(among: [.tomato, .chowder])
    }
    #expect(text(script.requests.first?.dialog?.full) == "Which soup did you mean?")
  }

  @Test func disambiguationAmongPlacemarksUsesTheirNames() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.pick(0)])
    let store = try await withConversation(script) {
      try await intent.$storeLocation.requestDisambiguation(among: Stores.all)
    }
    #expect(store == Stores.ferryBuilding)
    let choices = try #require(script.requests.first?.choices)
    #expect(choices.map(\.id) == ["Ferry Building", "Civic Center"])
    #expect(script.requests.first?.dialog == nil)
  }

  @Test func disambiguationAmongEnumCasesUsesRawValuesAndDisplayTitles() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.pick(1)])
    let kind = try await withConversation(script) {
      try await intent.$orderType.requestDisambiguation(among: [.pickup, .delivery])
    }
    #expect(kind == .delivery)
    let choices = try #require(script.requests.first?.choices)
    #expect(choices.map(\.id) == ["pickup", "delivery"])
    #expect(choices.map { text($0.displayRepresentation.title) } == ["Pick Up", "Delivery"])
  }

  @Test func cancelledDisambiguationThrowsCancellationError() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.cancel])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) {
        try await intent.$soup.requestDisambiguation(among: [.tomato, .chowder])
      }
    }
  }

  // MARK: requestConfirmation(for:dialog:)

  @Test(arguments: [true, false])
  func parameterConfirmationReturnsTheAnswer(answer: Bool) async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let script = ScriptedConversation([.confirm(answer)])
    let confirmed = try await withConversation(script) {
      try await intent.$quantity.requestConfirmation(
        for: 6, dialog: "Just to confirm, you would like to order \(6) soups?")
    }
    #expect(confirmed == answer)
    #expect(intent.quantity == 1)
  }

  @Test func parameterConfirmationRequestDescribesTheValue() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let script = ScriptedConversation([.confirm(true)])
    _ = try await withConversation(script) {
      try await intent.$soup.requestConfirmation(for: .chowder, dialog: "Chowder, right?")
    }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .parameterValue)
    #expect(request.parameter?.name == "soup")
    #expect(request.value?.id == "clamChowder")
    #expect(text(request.value?.displayRepresentation.title) == "New England Clam Chowder")
    #expect(text(request.dialog?.full) == "Chowder, right?")
    #expect(request.actionName == .continue)
    #expect(request.showPrompt)
    #expect(request.snippet == nil)
  }

  @Test func cancelledParameterConfirmationThrowsCancellationError() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.cancel])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) {
        try await intent.$quantity.requestConfirmation(for: 6)
      }
    }
  }

  // MARK: Without a conversation

  @Test func requestValueWithoutAConversationThrows() async {
    let intent = OrderSoupIntent()
    let error = await #expect(throws: IntentRequestError.self) {
      try await intent.$quantity.requestValue()
    }
    #expect(error?.message == noConversationMessage)
    #expect(error?.description == noConversationMessage)
  }

  @Test func requestDisambiguationWithoutAConversationThrows() async {
    let intent = OrderSoupIntent()
    let error = await #expect(throws: IntentRequestError.self) {
      try await intent.$soup.requestDisambiguation(among: [.tomato])
    }
    #expect(error?.message == noConversationMessage)
  }

  @Test func parameterConfirmationWithoutAConversationThrows() async {
    let intent = OrderSoupIntent()
    let error = await #expect(throws: IntentRequestError.self) {
      try await intent.$quantity.requestConfirmation(for: 2)
    }
    #expect(error?.message == noConversationMessage)
  }

  @Test func intentConfirmationWithoutAConversationThrows() async {
    let error = await #expect(throws: IntentRequestError.self) {
      try await BareIntent().requestConfirmation()
    }
    #expect(error?.message == noConversationMessage)
  }

  @Test func needsValueResolutionWithoutAConversationThrows() async {
    let intent = OrderSoupIntent()
    let error = await #expect(throws: IntentRequestError.self) {
      try await intent.$deliveryLocation.needsValueError().resolveBeforeRestart()
    }
    #expect(error?.message == noConversationMessage)
  }

  @Test func requestsOutsideAConversationReachNoEarlierConversation() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.value(2)])
    _ = try await withConversation(script) { try await intent.$quantity.requestValue() }
    await #expect(throws: IntentRequestError.self) {
      try await intent.$quantity.requestValue()
    }
    #expect(script.requests.count == 1)
  }
}
