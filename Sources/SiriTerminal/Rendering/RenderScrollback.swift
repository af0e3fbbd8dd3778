import DequeModule
import TextLayout

extension TerminalRenderer {
  /// The transcript in `rows`: its newest lines, or from the scroll position with a note of
  /// what is below.
  static func drawTranscript(
    _ state: TerminalState, layout: ScreenLayout, rows: Range<Int>, into frame: inout Frame
  ) {
    guard !rows.isEmpty else { return }
    var lines = state.scrollback.lines(columns: layout.size.columns)
    let thinking = ScrollbackLayout.thinkingLine(for: state)
    if lines.isEmpty, thinking == nil { lines = Deque(welcome(width: layout.transcriptTextWidth)) }
    // Only the rows shown are copied out of the laid-out transcript.
    let total = lines.count + (thinking == nil ? 0 : 1)
    let maxTop = max(0, total - rows.count)
    let top = min(state.scrollTop ?? maxTop, maxTop)
    var shown = Array(lines[min(top, lines.count)..<min(lines.count, top + rows.count)])
    if let thinking, shown.count < rows.count { shown.append(thinking) }
    // A card cut by the top row shows that it goes on above.
    if top > 0, let first = shown.first, let edge = ScrollbackLayout.cutCardEdge(for: first) {
      shown[0] = edge
    }
    let linesCount = total
    for (offset, line) in shown.enumerated() {
      line.draw(into: &frame, row: rows.lowerBound + offset, column: 0, width: layout.size.columns)
    }
    let below = linesCount - top - shown.count
    guard !state.scrollback.isEmpty else { return }
    if state.scrollTop != nil, below > 0 {
      let row = rows.upperBound - 1
      frame.fill(row: row, column: 0, width: layout.size.columns, role: .hint)
      let note = "↓ \(below) more line\(below == 1 ? "" : "s") · End follows the conversation"
      frame.write(
        TextFitting.truncated(note, width: layout.size.columns - 1), row: row, column: 1,
        role: .hint)
    }
  }
}

extension TerminalRenderer {
  /// What an empty transcript shows: how to start.
  static func welcome(width: Int) -> [StyledLine] {
    let indent = String(repeating: " ", count: ScreenLayout.gutter)
    let text = [
      "Type what you would say to Siri and press Enter.",
      "? lists the keys; :apps shows what the apps can do.",
    ]
    return [StyledLine()]
      + text.flatMap { paragraph in
        TextWrapping.wrap(paragraph, width: width).map {
          StyledLine([.init(indent, .plain), .init($0, .hint)])
        }
      }
  }
}
