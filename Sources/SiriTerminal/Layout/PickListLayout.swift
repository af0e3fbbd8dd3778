import ConversationRuntime
import TextLayout

/// Lays out a pick list's rows: section headings, titles with the highlight marker and
/// optional numbers, and subtitles under the titles.
public enum PickListLayout {
  /// The marker before the highlighted row; rows are never marked by color alone.
  public static let highlightMarker = "▸"

  /// The rows for a list, the body lines the highlighted row takes, and the line of the
  /// highlighted title.
  public static func lines(for list: PickList, numbered: Bool, width: Int) -> (
    lines: [StyledLine], focus: Range<Int>?, highlightedLine: Int?, positions: [Int?]
  ) {
    var lines: [StyledLine] = []
    var positions: [Int?] = []
    var focus: Range<Int>?
    var highlightedLine: Int?
    var section: String?
    let visible = list.visible
    for (position, index) in visible.enumerated() {
      let item = list.items[index]
      if let title = item.section, title != section {
        lines.append(StyledLine(TextFitting.truncated(title, width: width), .section))
        positions.append(nil)
      }
      section = item.section
      let isHighlighted = list.highlighted == position
      let marker = isHighlighted ? highlightMarker + " " : "  "
      let number = numbered && position < 9 ? "\(position + 1) " : (numbered ? "  " : "")
      let prefix = marker + number
      let start = lines.count
      let titleWidth = max(1, width - TextWrapping.displayWidth(prefix))
      let role: CellRole =
        isHighlighted ? .selected : (item.isDestructive ? .destructiveItem : .item)
      let title =
        item.isDestructive ? "\(PromptChoice.destructiveMarker) \(item.title)" : item.title
      lines.append(
        StyledLine(
          [.init(prefix + TextFitting.truncated(title, width: titleWidth), role)],
          fillRole: isHighlighted ? .selected : nil))
      positions.append(position)
      if let subtitle = item.subtitle, !subtitle.isEmpty {
        let indent = String(repeating: " ", count: TextWrapping.displayWidth(prefix) + 2)
        let subtitleRole: CellRole = isHighlighted ? .selectedSubtitle : .itemSubtitle
        lines.append(
          StyledLine(
            [
              .init(
                indent + TextFitting.truncated(subtitle, width: max(1, titleWidth - 2)),
                subtitleRole)
            ],
            fillRole: isHighlighted ? .selectedSubtitle : nil))
        positions.append(position)
      }
      if isHighlighted {
        focus = start..<lines.count
        highlightedLine = start
      }
    }
    return (lines, focus, highlightedLine, positions)
  }

  /// A text field's line: the marker, the text scrolled to keep the cursor in view, or a
  /// placeholder when empty; and the cursor's column.
  public static func field(
    _ field: LineEditor, placeholder: String, width: Int, role: CellRole = .field
  ) -> (line: StyledLine, cursorColumn: Int) {
    let marker = "› "
    let room = max(1, width - 2)
    guard !field.isEmpty else {
      return (
        StyledLine(
          [
            .init(marker, .inputMarker),
            .init(TextFitting.truncated(placeholder, width: room), .hint),
          ],
          fillRole: role),
        2
      )
    }
    let window = TextFitting.window(of: field.characters, cursor: field.cursor, width: room)
    let shown = TextFitting.truncated(
      TextFitting.visiblePrefix(of: field.characters, from: window.start, width: room), width: room)
    return (
      StyledLine([.init(marker, .inputMarker), .init(shown, role)], fillRole: role),
      2 + window.cursorColumn
    )
  }
}
