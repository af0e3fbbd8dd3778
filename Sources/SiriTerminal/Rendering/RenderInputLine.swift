extension TerminalRenderer {
  /// The input line, with a tip from the App Shortcuts when it is empty and Siri is idle. The
  /// cursor goes here unless a pane is open.
  static func drawInputLine(_ state: TerminalState, layout: ScreenLayout, into frame: inout Frame) {
    let row = layout.inputRow
    var placeholder = ""
    if state.pane != nil || state.help != nil {
      placeholder = ""
    } else if state.isBusy {
      placeholder = "Esc stops Siri"
    } else if let tip = state.tip {
      placeholder = "Try: “\(tip)”"
    }
    let field = PickListLayout.field(
      state.input, placeholder: placeholder, width: layout.size.columns, role: .input)
    field.line.draw(into: &frame, row: row, column: 0, width: layout.size.columns)
    frame.cursor = Frame.Position(row: row, column: field.cursorColumn)
  }
}
