@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// A books-domain intent whose target is not a book: the lint names the type the schema wants.
@AppIntent(schema: .books.openBook)
struct OpenLampManualIntent: OpenIntent {
  var target: String
  func perform() async throws -> some IntentResult { .result() }
}

/// The books domain in a conversation: Apple's books schemas make Shortcuts actions, not
/// Siri phrases, so a books intent gets no schema phrasing; the lint checks it as any domain's.
@Suite struct BooksSchemaLintTests {
  @Test func booksIntentWithAStringTargetIsToldItNeedsABook() async {
    let runtime = await SchemaPhrasingTests.runtime(extra: [OpenLampManualIntent.self])
    let messages = await runtime.lint().map(\.description)
    #expect(
      messages.contains {
        $0.contains(
          "OpenLampManualIntent conforms to books.openBook, whose parameter 'target' is of type books.book; OpenLampManualIntent declares it as String."
        )
      })
  }

  @Test func booksIntentGetsNoSchemaPhrasing() async {
    let runtime = await SchemaPhrasingTests.runtime(extra: [OpenLampManualIntent.self])
    let listing = await runtime.phraseListing()
    #expect(listing.first?.shortcuts.contains { $0.intent == "OpenLampManualIntent" } == false)
    #expect(
      await runtime.interpret("Open the lamp manual in Lamp Shop").first?.intent
        != "OpenLampManualIntent")
  }
}
