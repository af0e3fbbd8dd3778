import TextLayout

extension TerminalRenderer {
  /// A choice pane: the question, the filter, and the numbered choices it leaves.
  static func content(of pane: ChoicePane, width: Int) -> PaneContent {
    var top = TextWrapping.wrap(pane.prompt.text, width: width).map {
      StyledLine($0, .paneDialog)
    }
    let field = PickListLayout.field(
      pane.list.field, placeholder: "type to filter, or a number", width: width)
    top.append(field.line)
    let fieldLine = top.count - 1
    let list = PickListLayout.lines(
      for: pane.list, numbered: pane.list.field.isEmpty || pane.list.typedNumber != nil,
      width: width)
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
    return content
  }
}
