import TextLayout

extension TerminalRenderer {
  /// A choice pane: the question, the filter with how many rows it keeps, and the choices it
  /// leaves, each numbered as in the whole list.
  static func content(of pane: ChoicePane, width: Int) -> PaneContent {
    var top = TextWrapping.wrap(pane.prompt.text, width: width).map {
      StyledLine($0, .paneDialog)
    }
    let field = PickListLayout.field(
      pane.list.field, placeholder: "type to filter, or a number", width: width,
      markerRole: .paneFieldMarker, count: filterCount(of: pane.list))
    top.append(field.line)
    let fieldLine = top.count - 1
    let list = PickListLayout.lines(for: pane.list, numbered: true, width: width)
    var body = list.lines
    if body.isEmpty {
      let typed = pane.list.field.text
      body = TextWrapping.wrap("Nothing matches; Enter answers “\(typed)”.", width: width).map {
        StyledLine($0, .hint)
      }
    }
    let cursor: PaneContent.CursorPlace
    if pane.list.field.isEmpty || pane.list.typedNumber != nil, let line = list.highlightedLine {
      cursor = .body(line: line, column: 0)
    } else {
      cursor = .top(line: fieldLine, column: field.cursorColumn)
    }
    var content = PaneContent(
      title: pane.prompt.app ?? "Siri", top: top, body: body, focus: list.focus, cursor: cursor)
    if !list.lines.isEmpty { content.bodyTargets = list.positions }
    content.minimumWidth = PickListLayout.widestRow(of: pane.list, numbered: true, width: width)
    return content
  }

  /// "5/17" while a filter is typed: the rows it keeps of all of them; `nil` otherwise.
  static func filterCount(of list: PickList) -> String? {
    guard !list.field.isEmpty, list.typedNumber == nil, !list.items.isEmpty else { return nil }
    return "\(list.visible.count)/\(list.items.count)"
  }
}
