import OpenAppIntents

extension TerminalRenderer {
  /// The transcript: its newest lines, or from the scroll position with a note of what is
  /// below.
  static func drawTranscript(_ state: TerminalState, layout: ScreenLayout, into frame: inout Frame)
  {
    let rows = layout.transcriptRows
    guard !rows.isEmpty else { return }
    var lines = TranscriptLayout.lines(for: state)
    if lines.isEmpty { lines = welcome(width: layout.transcriptTextWidth) }
    let maxTop = max(0, lines.count - rows.count)
    let top = min(state.scrollTop ?? maxTop, maxTop)
    let shown = Array(lines.dropFirst(top).prefix(rows.count))
    for (offset, line) in shown.enumerated() {
      line.draw(into: &frame, row: rows.lowerBound + offset, column: 0, width: layout.size.columns)
    }
    let below = lines.count - top - shown.count
    guard !state.transcript.isEmpty else { return }
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
