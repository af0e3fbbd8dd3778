import TextLayout

extension TerminalRenderer {
  /// The header: "SiriSim", the loaded apps, and the mode.
  static func drawHeader(_ state: TerminalState, layout: ScreenLayout, into frame: inout Frame) {
    let row = layout.headerRow
    let width = layout.size.columns
    frame.fill(row: row, column: 0, width: width, role: .header)
    let mode = state.voiceOnly ? "voice-only" : "display"
    let right = " mode: \(mode) "
    let rightWidth = TextWrapping.displayWidth(right)
    var column = frame.write(" SiriSim", row: row, column: 0, role: .header)
    let apps = state.apps.isEmpty ? "no apps" : state.apps.joined(separator: ", ")
    let room = width - column - rightWidth - 3
    if room > 3 {
      column += frame.write(" · ", row: row, column: column, role: .header)
      frame.write(
        TextFitting.truncated(apps, width: room), row: row, column: column, role: .headerDetail)
    }
    if width - rightWidth > column {
      frame.write(right, row: row, column: width - rightWidth, role: .headerDetail)
    }
  }

  /// The message shown instead of the UI when the terminal is too small.
  static func drawTooSmall(into frame: inout Frame) {
    let size = frame.size
    let minimum = TerminalSize.minimum
    let text =
      "Terminal too small: \(size.columns)×\(size.rows). SiriSim needs "
      + "\(minimum.columns)×\(minimum.rows). Enlarge the window, or press Ctrl-C to quit."
    let lines = TextWrapping.wrap(text, width: max(1, size.columns))
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < size.rows {
      frame.write(line, row: top + index, column: 0, role: .warning)
    }
    frame.cursor = nil
  }
}
