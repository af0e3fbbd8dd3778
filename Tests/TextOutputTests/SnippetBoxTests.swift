@_spi(SiriSim) import OpenAppIntents
import Testing
import TextLayout
@_spi(SiriSim) import TextOutput

@Suite struct SnippetBoxTests {
  private let snippet = Snippet(
    root: .vstack([
      .text("Order Confirmed", .emphasized), .text("10 minutes", .secondary), .divider,
      .text("Total", []),
    ]))

  @Test func boxedLinesAreTheBoxAsText() {
    #expect(
      snippet.boxedLines(maxWidth: 40) == [
        "┌─────────────────┐",
        "│ Order Confirmed │",
        "│ 10 minutes      │",
        "├─────────────────┤",
        "│ Total           │",
        "└─────────────────┘",
      ])
  }

  @Test func contentLinesKeepTheirSnippetLinesStyles() {
    let box = snippet.box(maxWidth: 40)
    #expect(box.map(\.box.kind) == [.top, .content, .content, .divider, .content, .bottom])
    #expect(box.map(\.style) == [[], .emphasized, .secondary, [], [], []])
    #expect(box[1].box.content == "Order Confirmed")
  }

  @Test func longTextWrapsInsideTheBox() {
    let lines = Snippet(root: .text("New England Clam Chowder", [])).boxedLines(maxWidth: 12)
    #expect(
      lines == ["┌──────────────┐", "│ New England  │", "│ Clam Chowder │", "└──────────────┘"])
  }
}
