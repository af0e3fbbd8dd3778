/// Draws boxes of Unicode box-drawing characters around lines of text: the one box drawer that
/// snippets and front ends share.
///
/// ```text
/// ┌────────────┐
/// │ Tomato     │
/// ├────────────┤
/// │ Total: $3  │
/// └────────────┘
/// ```
public enum TextBox {
  /// One row inside a box.
  public enum Row: Sendable, Hashable {
    /// A line of text, at most the box's inner width wide.
    case text(String)
    /// A horizontal rule across the box.
    case divider
  }

  /// The lines of a box around `rows`: a top border, a line for each row and a bottom border.
  /// The box is as wide as its widest text row (by display width), and never narrower than
  /// `minimumInnerWidth`; text rows are padded with spaces to that width.
  public static func lines(around rows: [Row], minimumInnerWidth: Int = 8) -> [BoxLine] {
    let widest =
      rows.map { row in
        if case .text(let text) = row { TextWrapping.displayWidth(text) } else { 0 }
      }.max() ?? 0
    let inner = max(widest, minimumInnerWidth)
    var lines = [rule(.top, "┌", "┐", inner: inner)]
    for row in rows {
      switch row {
      case .divider:
        lines.append(rule(.divider, "├", "┤", inner: inner))
      case .text(let text):
        let padding = String(repeating: " ", count: max(0, inner - TextWrapping.displayWidth(text)))
        lines.append(
          BoxLine(kind: .content, leading: "│ ", content: text + padding, trailing: " │"))
      }
    }
    lines.append(rule(.bottom, "└", "┘", inner: inner))
    return lines
  }

  /// The borders of a box `width` columns wide whose content a front end draws itself, styled
  /// (a terminal UI's pane): the top border with `title` set into it, `┌─ Soup Chef ───┐`, in
  /// parts so that the title can be styled apart; the side border; the bottom border.
  public struct Borders: Sendable, Hashable {
    /// The top border before the title: `"┌─ "`.
    public var topLeading: String
    /// The title, as given.
    public var title: String
    /// The top border after the title: a space, the rule, the corner.
    public var topTrailing: String
    /// Each side of a content line: `"│"`.
    public var side: String
    /// The bottom border, `└───┘`.
    public var bottom: String
  }

  /// The borders of a box `width` columns wide, titled; the title should already fit
  /// (`width - 6` columns).
  public static func borders(width: Int, title: String) -> Borders {
    let rule = max(0, width - 5 - TextWrapping.displayWidth(title))
    return Borders(
      topLeading: "┌─ ", title: title,
      topTrailing: " " + String(repeating: "─", count: rule) + "┐", side: "│",
      bottom: "└" + String(repeating: "─", count: max(0, width - 2)) + "┘")
  }

  /// A border or divider line: `left`, a rule as wide as a content line's middle and padding,
  /// and `right`, split as a content line is.
  private static func rule(_ kind: BoxLine.Kind, _ left: String, _ right: String, inner: Int)
    -> BoxLine
  {
    BoxLine(
      kind: kind, leading: left + "─", content: String(repeating: "─", count: inner),
      trailing: "─" + right)
  }
}
