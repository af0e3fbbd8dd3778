@_spi(SiriSim) import OpenAppIntents
import Testing

private struct CartSnippetIntent: SnippetIntent {
  static let title: LocalizedStringResource = "Cart"
  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: Text("Two items"))
  }
}

private struct OpenCartIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Cart"
  func perform() async throws -> some IntentResult { .result() }
}

/// The iOS 26 results that pair a snippet intent with an intent that opens the app.
@Suite struct SnippetIntentResultTests {
  @Test func aResultCarriesTheDialogTheSnippetIntentAndTheIntentToOpen() {
    let result = IntentResultContainer<Never, OpenCartIntent>.result(
      opensIntent: OpenCartIntent(), dialog: "Added.", snippetIntent: CartSnippetIntent())
    #expect(result.resultParts.dialog == "Added.")
    #expect(result.resultParts.snippetIntent is CartSnippetIntent)
    #expect(result.resultParts.opensIntent is OpenCartIntent)
    #expect(result.resultParts.value == nil)
  }

  @Test func aResultWithAValueReturnsIt() {
    let result = IntentResultContainer<Int, OpenCartIntent>.result(
      value: 2, opensIntent: OpenCartIntent(), dialog: "Two.", snippetIntent: CartSnippetIntent())
    #expect(result.resultParts.value as? Int == 2)
    #expect(result.resultParts.opensIntent is OpenCartIntent)
    #expect(result.resultParts.snippetIntent is CartSnippetIntent)
  }
}
