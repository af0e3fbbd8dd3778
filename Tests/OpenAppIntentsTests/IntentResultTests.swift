import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

/// The parts of a result, as the runtime reads them.
private func parts(_ result: some IntentResult) -> IntentResultParts { result.resultParts }

private func snippetTexts(_ parts: IntentResultParts, width: Int = 40) -> [String]? {
  parts.snippet?.lines(width: width).map(\.text)
}

private struct ConfirmedView: View {
  var soup: String
  var body: some View {
    VStack {
      Text(soup)
      Text("Order Confirmed")
    }
  }
}

@Suite struct IntentResultTests {
  @Test func emptyResultHasNoParts() {
    let result = parts(.result())
    #expect(result.value == nil)
    #expect(result.dialog == nil)
    #expect(result.snippet == nil)
    #expect(result.opensIntent == nil)
  }

  @Test func valueResultCarriesTheValue() {
    let result = parts(.result(value: SoupEntity.tomato))
    #expect(result.value as? SoupEntity == .tomato)
    #expect(result.dialog == nil)
    #expect(result.snippet == nil)
  }

  @Test func valueAndViewResultShowsASnippetAndSaysNothing() {
    let result: IntentResultContainer<Int, Never> = .result(value: 3, view: Text("Three"))
    #expect(result.value == 3)
    #expect(result.dialog == nil)
    #expect(snippetTexts(parts(result))?.contains("Three") == true)
  }

  @Test func dialogResultCarriesFullAndSupportingText() {
    let result = parts(.result(dialog: IntentDialog(full: "Long answer.", supporting: "Short.")))
    #expect(result.value == nil)
    #expect(text(result.dialog?.full) == "Long answer.")
    #expect(text(result.dialog?.supporting) == "Short.")
    #expect(result.snippet == nil)
  }

  @Test func valueAndDialogResultHasNoSnippet() {
    let result = parts(.result(value: 42, dialog: "The answer is \(42)."))
    #expect(result.value as? Int == 42)
    #expect(text(result.dialog?.full) == "The answer is 42.")
    #expect(result.snippet == nil)
  }

  @Test func dialogAndViewResultCarriesTheSnippet() {
    let result = parts(.result(dialog: "Here it is.", view: ConfirmedView(soup: "Tomato Soup")))
    #expect(result.value == nil)
    #expect(text(result.dialog?.full) == "Here it is.")
    #expect(snippetTexts(result) == ["Tomato Soup", "Order Confirmed"])
  }

  @Test func viewResultCarriesTheSnippetAndNoDialog() {
    let result = parts(.result(view: ConfirmedView(soup: "Tomato Soup")))
    #expect(result.dialog == nil)
    #expect(result.value == nil)
    #expect(snippetTexts(result) == ["Tomato Soup", "Order Confirmed"])
  }

  @Test func dialogAndEmptyViewResultHasNoSnippet() {
    let result = parts(.result(dialog: "Nothing to show.", view: EmptyView()))
    #expect(result.snippet == nil)
    #expect(text(result.dialog?.full) == "Nothing to show.")
  }

  @Test func valueDialogAndViewResultCarriesAllThree() {
    let receipt = ReceiptEntity()
    receipt.note = "Extra hot"
    let result = parts(
      .result(value: receipt, dialog: "Done.", view: ConfirmedView(soup: "Chowder")))
    #expect((result.value as? ReceiptEntity)?.note == "Extra hot")
    #expect(text(result.dialog?.supporting) == "Done.")
    #expect(snippetTexts(result) == ["Chowder", "Order Confirmed"])
  }

  @Test func dialogAndContentResultBuildsTheSnippetInAClosure() throws {
    func menu() -> some IntentResult & ProvidesDialog & ShowsSnippetView {
      .result(dialog: "Menu:") {
        Text("Tomato Soup")
        Divider()
        Text("Chowder")
      }
    }
    let result = parts(menu())
    #expect(text(result.dialog?.full) == "Menu:")
    let lines = try #require(result.snippet).lines(width: 12)
    #expect(lines.map(\.text) == ["Tomato Soup", String(repeating: "─", count: 12), "Chowder"])
    #expect(lines.map(\.isDivider) == [false, true, false])
  }

  @Test func contentResultWithoutDialog() {
    let result = parts(.result { Text("Only a snippet") })
    #expect(result.dialog == nil)
    #expect(snippetTexts(result) == ["Only a snippet"])
  }

  @Test func valueAndContentResult() {
    let result = parts(.result(value: "soup") { Text("Soup") })
    #expect(result.value as? String == "soup")
    #expect(result.dialog == nil)
    #expect(snippetTexts(result) == ["Soup"])
  }

  @Test func opensIntentResultCarriesTheNextIntent() {
    let next = OrderSoupIntent()
    next.quantity = 3
    let result = parts(.result(opensIntent: next))
    let opened = result.opensIntent as? OrderSoupIntent
    #expect(opened?.quantity == 3)
    #expect(result.value == nil)
    #expect(result.dialog == nil)
  }

  @Test func opensIntentResultWithDialog() async throws {
    let result = try await OpenMenuIntent().perform().resultParts
    #expect(result.opensIntent is BareIntent)
    #expect(text(result.dialog?.full) == "Opening the menu.")
  }

  @Test func valueOpensIntentDialogAndViewResult() {
    let result = parts(
      .result(
        value: 7, opensIntent: OpenMenuIntent(), dialog: "Opening.",
        view: Text("Seven").bold()))
    #expect(result.value as? Int == 7)
    #expect(result.opensIntent.map { type(of: $0).title.defaultValue } == "Open Menu")
    #expect(text(result.dialog?.full) == "Opening.")
    #expect(result.snippet?.lines(width: 10) == [SnippetLine(text: "Seven", style: .emphasized)])
  }

  @Test func valueAndOpensIntentResultWithoutDialogOrView() {
    let result = parts(.result(value: 1, opensIntent: BareIntent()))
    #expect(result.value as? Int == 1)
    #expect(result.opensIntent is BareIntent)
    #expect(result.dialog == nil)
    #expect(result.snippet == nil)
  }

  @Test func oneResultTypeReturnsWithAndWithoutASnippet() async throws {
    let intent = RateSoupIntent()
    intent.stars = 2
    let low = try await intent.perform().resultParts
    #expect(low.value as? Int == 2)
    #expect(text(low.dialog?.full) == "Sorry to hear that.")
    #expect(low.snippet == nil)

    intent.stars = 5
    let high = try await intent.perform().resultParts
    #expect(high.value as? Int == 5)
    #expect(text(high.dialog?.full) == "Thanks for the 5 stars!")
    #expect(snippetTexts(high) == ["★ 5 of 5"])
  }

  @Test func performResultTypeNamesItsParts() {
    func returnsValue<R: ReturnsValue<Int>>(_: R.Type) -> Bool { true }
    func providesDialogAndSnippet<R: ProvidesDialog & ShowsSnippetView>(_: R.Type) -> Bool {
      true
    }
    #expect(returnsValue(RateSoupIntent.PerformResult.self))
    #expect(providesDialogAndSnippet(RateSoupIntent.PerformResult.self))
    func opensIntent<R: OpensIntent>(_: R.Type) -> Bool { true }
    #expect(opensIntent(OpenMenuIntent.PerformResult.self))
  }

  @Test func orderSoupLikeIntentReturnsReceiptDialogAndSnippet() async throws {
    let intent = OrderSoupIntent()
    intent.soup = .chowder
    intent.quantity = 3
    intent.storeLocation = Stores.ferryBuilding
    let log = OrderLog()
    var dependencies = AppDependencies()
    dependencies.add(log)
    let result = try await withConversation(ScriptedConversation(), dependencies: dependencies) {
      try await intent.perform().resultParts
    }
    let receipt = try #require(result.value as? ReceiptEntity)
    #expect(receipt.total?.description == "$9.00")
    #expect(text(result.dialog?.full) == "Your total is $9.00.")
    #expect(snippetTexts(result) == ["New England Clam Chowder", "Total: $9.00"])
    #expect(log.placed == ["3 New England Clam Chowder"])
  }
}
