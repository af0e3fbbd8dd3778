import TextLayout

extension TerminalRenderer {
  /// The `:` commands that fit what is typed, listed above the input line, each with what it
  /// does; Tab completes the first.
  static func drawCommandList(
    _ state: TerminalState, layout: ScreenLayout, rows: Range<Int>, into frame: inout Frame
  ) {
    let matches = state.commandMatches
    guard !matches.isEmpty, !rows.isEmpty else { return }
    let shown = Array(matches.prefix(rows.count))
    let nameWidth = (shown.map { TextWrapping.displayWidth($0.command) }.max() ?? 0) + 2
    let top = rows.upperBound - shown.count
    for (offset, match) in shown.enumerated() {
      let row = top + offset
      frame.fill(row: row, column: 0, width: layout.size.columns, role: .plain)
      var column = 2
      column += frame.write(
        match.command, row: row, column: column, role: offset == 0 ? .selected : .item)
      column = max(column, 2 + nameWidth)
      frame.write(
        TextFitting.truncated(match.summary, width: max(1, layout.size.columns - column - 1)),
        row: row, column: column, role: .itemSubtitle)
    }
  }
}
