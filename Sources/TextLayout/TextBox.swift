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
