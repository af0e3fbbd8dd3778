@_spi(SiriSim) import OpenAppIntents
import Testing

/// `needsValueError`, `needsDisambiguationError` and `needsConfirmationError`: restart-perform
/// errors that ask through the conversation and store the answer.
@Suite struct NeedsErrorTests {
  @Test func needsValueErrorAsksThenStoresTheValue() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let error = intent.$deliveryLocation.needsValueError("Where to?")
    #expect(error.restartsPerform)
    #expect(error.description == "Needs a value for deliveryLocation.")
    let script = ScriptedConversation([.value(Stores.civicCenter)])
    let resolved = try await withConversation(script) { try await error.resolveBeforeRestart() }
    #expect(resolved)
    #expect(intent.deliveryLocation == Stores.civicCenter)
    #expect(intent.$deliveryLocation.isSet)
    let request = try #require(script.requests.first)
    #expect(request.isValueRequest)
    #expect(request.parameterName == "deliveryLocation")
    #expect(text(request.dialog?.full) == "Where to?")
  }

  @Test func needsValueErrorWithoutDialogUsesTheParametersPrompt() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.value(Stores.ferryBuilding)])
    _ = try await withConversation(script) {
      try await intent.$deliveryLocation.needsValueError().resolveBeforeRestart()
    }
    #expect(
      text(script.requests.first?.dialog?.full) == "Where would you like your order delivered?")
  }

  @Test func needsValueErrorAsksThenRestarts() async throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.orderType = .delivery
    let log = OrderLog()
    var dependencies = AppDependencies()
    dependencies.add(log)
    let script = ScriptedConversation([.value(Stores.civicCenter)])

    let result = try await withConversation(script, dependencies: dependencies) {
      () async throws -> IntentResultParts in
      do {
        return try await intent.perform().resultParts
      } catch let error as AppIntentError where error.restartsPerform {
        guard try await error.resolveBeforeRestart() else { throw CancellationError() }
        return try await intent.perform().resultParts
      }
    }
    #expect(intent.deliveryLocation == Stores.civicCenter)
    #expect(text(result.dialog?.full) == "Your total is $3.00.")
    #expect(log.placed == ["1 Tomato Soup"])
    #expect(script.requests.count == 1)
    #expect(script.remainingAnswers == 0)
  }

  @Test func cancelledNeedsValueThrowsAndStoresNothing() async {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.cancel])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) {
        try await intent.$deliveryLocation.needsValueError().resolveBeforeRestart()
      }
    }
    #expect(intent.deliveryLocation == nil)
  }

  @Test func needsValueWithAWrongAnswerThrowsAndStoresNothing() async {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.value("twelve")])
    await #expect(throws: IntentRequestError.self) {
      try await withConversation(script) {
        try await intent.$quantity.needsValueError().resolveBeforeRestart()
      }
    }
    #expect(intent.quantity == 1)
  }

  @Test func needsValueErrorRefillsAClearedParameter() async throws {
    let intent = OrderSoupIntent()
    intent.$quantity.clearValue()
    let script = ScriptedConversation([.value(2)])
    _ = try await withConversation(script) {
      try await intent.$quantity.needsValueError().resolveBeforeRestart()
    }
    #expect(intent.quantity == 2)
  }

  @Test func needsDisambiguationErrorAsksThenStoresThePick() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let error = intent.$soup.needsDisambiguationError(
      among: [.chowder, .manhattan], dialog: "Which chowder?")
    #expect(error.restartsPerform)
    #expect(error.description == "Needs a choice for soup.")
    let script = ScriptedConversation([.pick(1)])
    let resolved = try await withConversation(script) { try await error.resolveBeforeRestart() }
    #expect(resolved)
    #expect(intent.soup == .manhattan)
    let request = try #require(script.requests.first)
    #expect(text(request.dialog?.full) == "Which chowder?")
    #expect(request.choices?.map(\.id) == ["clamChowder", "manhattan"])
  }

  @Test func needsDisambiguationErrorWithoutDialogUsesTheParametersPrompt() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.pick(0)])
    _ = try await withConversation(script) {
      try await intent.$soup.needsDisambiguationError(among: [.chowder, .manhattan])
        .resolveBeforeRestart()
    }
    #expect(text(script.requests.first?.dialog?.full) == "Which soup did you mean?")
    #expect(intent.soup == .chowder)
  }

  @Test func needsConfirmationErrorStoresTheValueWhenConfirmed() async throws {
    let intent = OrderSoupIntent()
    _ = IntentReflection.parameters(of: intent)
    let error = intent.$quantity.needsConfirmationError(for: 8, dialog: "Eight soups?")
    #expect(error.restartsPerform)
    #expect(error.description == "Needs confirmation of quantity.")
    let script = ScriptedConversation([.confirm(true)])
    let resolved = try await withConversation(script) { try await error.resolveBeforeRestart() }
    #expect(resolved)
    #expect(intent.quantity == 8)
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .parameterValue)
    #expect(request.value?.id == "8")
    #expect(text(request.dialog?.full) == "Eight soups?")
  }

  @Test func declinedNeedsConfirmationReturnsFalseAndDoesNotStore() async throws {
    let intent = OrderSoupIntent()
    let script = ScriptedConversation([.confirm(false)])
    let resolved = try await withConversation(script) {
      try await intent.$quantity.needsConfirmationError(for: 8).resolveBeforeRestart()
    }
    #expect(resolved == false)
    #expect(intent.quantity == 1)
    #expect(intent.$quantity.isSet == false)
  }

  @Test func plainRestartPerformNeedsNoQuestion() async throws {
    let script = ScriptedConversation()
    let resolved = try await withConversation(script) {
      try await AppIntentError.restartPerform.resolveBeforeRestart()
    }
    #expect(resolved)
    #expect(AppIntentError.restartPerform.restartsPerform)
    #expect(script.requests.isEmpty)
  }

  @Test func otherAppIntentErrorsDoNotRestart() {
    #expect(AppIntentError.unrecoverable.restartsPerform == false)
    #expect(AppIntentError.UserActionRequired.confirmation.restartsPerform == false)
    #expect(AppIntentError.unrecoverable.description == "The intent could not go on.")
  }

  @Test func needsErrorsDoNotAskUntilResolved() {
    let intent = OrderSoupIntent()
    _ = intent.$deliveryLocation.needsValueError()
    _ = intent.$soup.needsDisambiguationError(among: [.tomato])
    _ = intent.$quantity.needsConfirmationError(for: 2)
    #expect(intent.deliveryLocation == nil)
    #expect(intent.quantity == 1)
    #expect(intent.$soup.isSet == false)
  }
}
