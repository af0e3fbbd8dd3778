import ConversationRuntime
import TextLayout

/// Lays out a pick list's rows: section headings, titles with the highlight marker and
/// optional numbers, and subtitles under the titles.
package enum PickListLayout {
  /// The marker before the highlighted row; rows are never marked by color alone.
  package static let highlightMarker = "▸"

  /// The rows for a list, the body lines the highlighted row takes, and the line of the
  /// highlighted title. Numbered rows carry their number in the whole list, even when the
  /// filter hides rows before them, so typing a row's number always picks that row; the
  /// characters the filter matched are marked.
  package static func lines(for list: PickList, numbered: Bool, width: Int) -> (
    lines: [StyledLine], focus: Range<Int>?, highlightedLine: Int?, positions: [Int?]
  ) {
    var lines: [StyledLine] = []
    var positions: [Int?] = []
    var focus: Range<Int>?
    var highlightedLine: Int?
    var section: String?
    let visible = list.visible
    let numberWidth = String(list.items.count).count
    // A field past the filter's limit marks nothing; its text is not even built.
    let filter =
      list.typedNumber == nil && list.field.characters.count <= ChoiceFilter.maxFilterLength
      ? list.field.text : ""
    for (position, index) in visible.enumerated() {
      let item = list.items[index]
      if let title = item.section, title != section {
        lines.append(StyledLine(TextFitting.truncated(title, width: width), .section))
        positions.append(nil)
      }
      section = item.section
      let isHighlighted = list.highlighted == position
      let marker = isHighlighted ? highlightMarker + " " : "  "
      var number = ""
      if numbered {
        let digits = String(index + 1)
        number = String(repeating: " ", count: max(0, numberWidth - digits.count)) + digits + " "
      }
      let prefix = marker + number
      let start = lines.count
      let titleWidth = max(1, width - TextWrapping.displayWidth(prefix))
      let role: CellRole =
        isHighlighted ? .selected : (item.isDestructive ? .destructiveItem : .item)
      let mark = item.isDestructive ? "\(PromptChoice.destructiveMarker) " : ""
      let title = TextFitting.truncated(mark + item.title, width: titleWidth)
      let matched = ChoiceFilter.matchedOffsets(filter, in: item.title)
      let shift = mark.count
      lines.append(
        StyledLine(
          [.init(prefix, role)]
            + marked(
              title, matched: Set(matched.map { $0 + shift }), role: role,
              matchRole: isHighlighted ? .selectedMatch : .match),
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

  /// The widest row of the whole list, unfiltered: a pane fitted to it keeps its width while
  /// the person types.
  package static func widestRow(of list: PickList, numbered: Bool, width: Int) -> Int {
    var whole = list
    whole.field = LineEditor()
    whole.highlighted = nil
    return lines(for: whole, numbered: numbered, width: width).lines.map(\.width).max() ?? 0
  }

  /// The text in runs: the characters at `matched` offsets in `matchRole`, the rest in `role`.
  static func marked(_ text: String, matched: Set<Int>, role: CellRole, matchRole: CellRole)
    -> [StyledLine.Span]
  {
    guard !matched.isEmpty else { return [.init(text, role)] }
    var spans: [StyledLine.Span] = []
    var run = ""
    var runIsMatch = false
    for (offset, character) in text.enumerated() {
      let isMatch = matched.contains(offset)
      if isMatch != runIsMatch, !run.isEmpty {
        spans.append(.init(run, runIsMatch ? matchRole : role))
        run = ""
      }
      runIsMatch = isMatch
      run.append(character)
    }
    if !run.isEmpty { spans.append(.init(run, runIsMatch ? matchRole : role)) }
    return spans
  }

  /// A text field's line: the marker, the text scrolled to keep the cursor in view, or a
  /// placeholder when empty, and `count` (such as "3/17") at the right when given; and the
  /// cursor's column. `markerRole` styles the "›": a pane's field and the input line each light
  /// theirs only while they have the keys.
  package static func field(
    _ field: LineEditor, placeholder: String, width: Int, role: CellRole = .field,
    markerRole: CellRole = .inputMarker, count: String? = nil
  ) -> (line: StyledLine, cursorColumn: Int) {
    let marker = "› "
    let room = max(1, width - 2)
    let trailing = count.map { StyledLine.Span($0, .hint) }
    guard !field.isEmpty else {
      var line = StyledLine(
        [
          .init(marker, markerRole),
          .init(TextFitting.truncated(placeholder, width: room), .hint),
        ],
        fillRole: role)
      line.trailing = trailing
      return (line, 2)
    }
    let window = TextFitting.window(of: field.characters, cursor: field.cursor, width: room)
    let shown = TextFitting.truncated(
      TextFitting.visiblePrefix(of: field.characters, from: window.start, width: room), width: room)
    var line = StyledLine([.init(marker, markerRole), .init(shown, role)], fillRole: role)
    line.trailing = trailing
    return (
      line,
      2 + window.cursorColumn
    )
  }
}
