@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

/// A snippet is laid out once per width, whoever shows it: its copies share the layouts.
@Suite struct SnippetLayoutOnceTests {
  private static func orderSnippet() -> Snippet {
    Snippet(
      root: .vstack([
        .text("Order Confirmed", .emphasized),
        .hstack([.text("Total", []), .spacer, .text("$3", [])]),
      ]))
  }

  @Test func aSnippetIsLaidOutOncePerWidthWhoeverShowsIt() {
    let snippet = Self.orderSnippet()
    let copy = snippet
    let renderer = PlainLineRenderer(snippetWidth: 40)
    let speech = ConversationEvent.speech(SiriSpeech(app: "Soup Chef", text: "", snippet: copy))

    for _ in 0..<3 { _ = snippet.lines(width: 40) }
    _ = copy.box(maxWidth: 40)
    _ = renderer.lines(for: speech)
    _ = renderer.lines(for: speech)
    #expect(snippet.layouts.layoutCount == 1)

    _ = snippet.lines(width: 30)
    _ = copy.lines(width: 40)
    #expect(snippet.layouts.layoutCount == 2, "a second width, and the first one kept")
  }

  @Test func newContentIsLaidOutAfresh() {
    var snippet = Self.orderSnippet()
    _ = snippet.lines(width: 40)
    snippet.root = .text("Cancelled", [])
    #expect(snippet.lines(width: 40).map(\.text) == ["Cancelled"])
    #expect(snippet.layouts.layoutCount == 1)
  }

  @Test func aResizedWindowKeepsOnlyTheLastFewWidths() {
    let snippet = Self.orderSnippet()
    for width in 20..<60 { _ = snippet.lines(width: width) }
    _ = snippet.lines(width: 59)
    #expect(snippet.layouts.layoutCount == 40)
    _ = snippet.lines(width: 20)
    #expect(snippet.layouts.layoutCount == 41, "the oldest widths were let go")
  }
}
