import Testing
import TextLayout

/// The titled borders a terminal pane draws around its own styled content.
struct TextBoxBordersTests {
  @Test func bordersSpanTheWidthWithTheTitleInTheTopBorder() {
    let borders = TextBox.borders(width: 20, title: "Soup Chef")
    let top = borders.topLeading + borders.title + borders.topTrailing
    #expect(top == "┌─ Soup Chef ──────┐")
    #expect(TextWrapping.displayWidth(top) == 20)
    #expect(borders.bottom == "└──────────────────┘")
    #expect(borders.side == "│")
  }

  @Test func aWideTitleCountsByDisplayWidthAndATooLongOneLeavesNoRule() {
    let wide = TextBox.borders(width: 12, title: "日本")
    #expect(TextWrapping.displayWidth(wide.topLeading + wide.title + wide.topTrailing) == 12)
    let long = TextBox.borders(width: 8, title: "A long title")
    #expect(long.topTrailing == " ┐")
  }
}
