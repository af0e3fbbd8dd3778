@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import TextLayout

extension TerminalRenderer {
  /// A value pane: the question, a text field, and the suggestions the typed text leaves.
  static func content(of pane: ValueEntryPane, width: Int) -> PaneContent {
    var top = TextWrapping.wrap(pane.prompt.text, width: width).map {
      StyledLine($0, .paneDialog)
    }
    let field = PickListLayout.field(
      pane.list.field, placeholder: placeholder(for: pane.prompt), width: width,
      markerRole: .paneFieldMarker, count: filterCount(of: pane.list))
    top.append(field.line)
    let fieldLine = top.count - 1
    guard !pane.list.items.isEmpty else {
      return PaneContent(
        title: pane.prompt.app, top: top, cursor: .top(line: fieldLine, column: field.cursorColumn))
    }
    // Numbered as in every pane; typing a row's number highlights it, and Enter picks it.
    let list = PickListLayout.lines(for: pane.list, numbered: true, width: width)
    var body = list.lines
    if body.isEmpty {
      body = [
        StyledLine(
          TextFitting.truncated("No suggestion fits; Enter sends what you typed.", width: width),
          .hint)
      ]
    }
    let cursor: PaneContent.CursorPlace =
      list.highlightedLine.map { .body(line: $0, column: 0) }
      ?? .top(line: fieldLine, column: field.cursorColumn)
    var content = PaneContent(
      title: pane.prompt.app, top: top, body: body, focus: list.focus, cursor: cursor)
    if !list.lines.isEmpty { content.bodyTargets = list.positions }
    content.minimumWidth = PickListLayout.widestRow(of: pane.list, numbered: true, width: width)
    return content
  }

  /// What the empty field says, by the kind of value asked for.
  static func placeholder(for prompt: ValuePrompt) -> String {
    if prompt.entry.multiline { return "several lines: Enter adds a line, ^D sends" }
    if let hint = prompt.entry.hint { return hint }
    switch prompt.inputKind {
    case .text: return "type your answer"
    case .integer, .number:
      guard let hint = prompt.rangeHint else { return "type a number" }
      return prompt.control == .stepper || prompt.control == .slider
        ? "\(hint); ↑/↓ step" : "type \(hint)"
    case .boolean: return "yes or no"
    case .date: return "a date, such as tomorrow"
    case .measurement: return "a number and a unit, such as 5 km"
    case .item:
      return prompt.suggestions.isEmpty ? "type your answer" : "type, a number, or ↓ to pick"
    case .items: return "type, separated by commas"
    }
  }
}
