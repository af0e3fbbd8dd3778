import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

/// The intent-level `requestConfirmation` forms.
@Suite struct IntentConfirmationTests {
  @Test func plainConfirmationGoesOnWhenConfirmed() async throws {
    let script = ScriptedConversation([.confirm(true)])
    try await withConversation(script) { try await BareIntent().requestConfirmation() }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .action)
    #expect(request.dialog == nil)
    #expect(request.snippet == nil)
    #expect(request.parameter == nil)
    #expect(request.actionName == .continue)
    #expect(request.actionName.title == "Continue")
  }

  @Test func plainConfirmationDeclinedThrowsCancellationError() async {
    let script = ScriptedConversation([.confirm(false)])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) { try await BareIntent().requestConfirmation() }
    }
    #expect(script.requests.count == 1)
  }

  @Test func plainConfirmationCancelledThrowsCancellationError() async {
    let script = ScriptedConversation([.cancel])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) { try await BareIntent().requestConfirmation() }
    }
  }

  @Test func resultConfirmationCarriesDialogSnippetActionAndPrompt() async throws {
    let script = ScriptedConversation([.confirm(true)])
    let total = IntentCurrencyAmount(amount: Decimal(string: "9.25") ?? 0, currencyCode: "USD")
    try await withConversation(script) {
      try await BareIntent().requestConfirmation(
        result: .result(
          value: ReceiptEntity(), dialog: "Your total is \(total). ready to order?",
          view: VStack {
            Text("Tomato Soup").bold()
            Text("Total: \(total)")
          }),
        confirmationActionName: .order,
        showPrompt: false)
    }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .result)
    #expect(text(request.dialog?.full) == "Your total is $9.25. ready to order?")
    #expect(request.actionName == .order)
    #expect(request.actionName.title == "Order")
    #expect(request.showPrompt == false)
    let lines = try #require(request.snippet).lines(width: 30).map(\.text)
    #expect(lines == ["Tomato Soup", "Total: $9.25"])
  }

  @Test func resultConfirmationDefaultsToContinueAndShowsThePrompt() async throws {
    let script = ScriptedConversation([.confirm(true)])
    try await withConversation(script) {
      try await BareIntent().requestConfirmation(result: .result(dialog: "Go ahead?"))
    }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.actionName == .continue)
    #expect(request.showPrompt)
    #expect(request.snippet == nil)
    #expect(text(request.dialog?.full) == "Go ahead?")
  }

  @Test func resultConfirmationDeclinedThrowsCancellationError() async {
    let script = ScriptedConversation([.confirm(false)])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) {
        try await BareIntent().requestConfirmation(
          result: .result(value: 3, dialog: "Order 3?"), confirmationActionName: .order)
      }
    }
  }

  @Test func actionConfirmationCarriesTheActionNameAndDialog() async throws {
    let script = ScriptedConversation([.confirm(true)])
    try await withConversation(script) {
      try await BareIntent().requestConfirmation(actionName: .buy, dialog: "Buy it for $5?")
    }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .action)
    #expect(request.actionName == .buy)
    #expect(request.actionName.title == "Buy")
    #expect(text(request.dialog?.full) == "Buy it for $5?")
    #expect(request.snippet == nil)
    #expect(request.showPrompt)
  }

  @Test func actionConfirmationDeclinedThrowsCancellationError() async {
    let script = ScriptedConversation([.confirm(false)])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script) {
        try await BareIntent().requestConfirmation(actionName: .do, dialog: "Really?")
      }
    }
  }

  @Test func actionConfirmationWithContentCarriesTheSnippet() async throws {
    let script = ScriptedConversation([.confirm(true)])
    try await withConversation(script) {
      try await BareIntent().requestConfirmation(
        actionName: .send, dialog: "Send it?", showDialogAsPrompt: false
      ) {
        Text("To: Kitchen")
      }
    }
    let request = try #require(script.requests.first?.confirmation)
    #expect(request.kind == .action)
    #expect(request.actionName.title == "Send")
    #expect(request.showPrompt == false)
    #expect(request.snippet?.lines(width: 20).map(\.text) == ["To: Kitchen"])
  }

  @Test func confirmationInsidePerformStopsTheIntentWhenDeclined() async throws {
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.storeLocation = Stores.ferryBuilding
    let log = OrderLog()
    var dependencies = AppDependencies()
    dependencies.add(log)
    let script = ScriptedConversation([.confirm(false)])
    await #expect(throws: CancellationError.self) {
      try await withConversation(script, dependencies: dependencies) {
        try await intent.requestConfirmation(actionName: .order, dialog: "Order?")
        return try await intent.perform()
      }
    }
    #expect(log.placed.isEmpty)
  }

  @Test(arguments: [
    (ConfirmationActionName.add, "Add"), (.book, "Book"), (.call, "Call"), (.checkIn, "Check In"),
    (.do, "Do It"), (.go, "Go"), (.log, "Log"), (.open, "Open"), (.pay, "Pay"), (.post, "Post"),
    (.request, "Request"), (.run, "Run"), (.search, "Search"), (.set, "Set"), (.start, "Start"),
  ])
  func actionNamesHaveButtonTitles(name: ConfirmationActionName, title: String) {
    #expect(name.title == title)
  }
}
