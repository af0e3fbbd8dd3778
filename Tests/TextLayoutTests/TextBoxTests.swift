import Testing
import TextLayout

@Suite struct TextBoxTests {
  @Test func boxIsAsWideAsItsWidestRow() {
    let lines = TextBox.lines(around: [.text("New England Clam"), .text("1 @ $3.75")])
    #expect(
      lines.map(\.text) == [
        "┌──────────────────┐",
        "│ New England Clam │",
        "│ 1 @ $3.75        │",
        "└──────────────────┘",
      ])
  }

  @Test func narrowRowsGetTheMinimumWidth() {
    #expect(
      TextBox.lines(around: [.text("Hi")]).map(\.text) == [
        "┌──────────┐", "│ Hi       │", "└──────────┘",
      ])
    #expect(
      TextBox.lines(around: [.text("Hi")], minimumInnerWidth: 2).map(\.text) == [
        "┌────┐", "│ Hi │", "└────┘",
      ])
  }

  @Test func dividerSpansTheBox() {
    let lines = TextBox.lines(around: [.text("Soup"), .divider, .text("Total")])
    #expect(lines.map(\.kind) == [.top, .content, .divider, .content, .bottom])
    #expect(lines[2].text == "├──────────┤")
  }

  @Test func emptyBoxHasOnlyItsBorders() {
    #expect(TextBox.lines(around: []).map(\.text) == ["┌──────────┐", "└──────────┘"])
  }

  @Test func contentLineSplitsIntoBordersAndPaddedContent() {
    let line = TextBox.lines(around: [.text("Soup"), .text("Chowder")])[1]
    #expect(line.kind == .content)
    #expect(line.leading == "│ ")
    #expect(line.content == "Soup    ")
    #expect(line.trailing == " │")
    #expect(line.description == "│ Soup     │")
  }

  @Test func everyLineSplitsAtTheSameColumns() {
    let lines = TextBox.lines(around: [.text("漢字 soup"), .divider, .text("🍲")])
    for line in lines {
      #expect(TextWrapping.displayWidth(line.leading) == 2)
      #expect(TextWrapping.displayWidth(line.content) == 9)
      #expect(TextWrapping.displayWidth(line.trailing) == 2)
    }
  }

  @Test func widthIsCountedInColumns() {
    let lines = TextBox.lines(around: [.text("漢字漢字漢"), .text("a")], minimumInnerWidth: 1)
    #expect(
      lines.map(\.text) == ["┌────────────┐", "│ 漢字漢字漢 │", "│ a          │", "└────────────┘"])
  }
}
