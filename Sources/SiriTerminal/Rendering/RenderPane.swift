import TextLayout

extension TerminalRenderer {
  /// Draws a pane: a box titled with the app's name, its content fitted to the room there is,
  /// and the cursor on its focused control.
  static func drawPane(
    _ content: PaneContent, geometry: PaneGeometry, layout: ScreenLayout, into frame: inout Frame
  ) {
    let inner = geometry.innerWidth
    let fitted = content.fitted(rows: geometry.height - 2)
    let left = geometry.left
    let right = left + geometry.width - 1
    // The pane's rows are its own from edge to edge, so nothing behind shows at its sides.
    for row in geometry.top..<(geometry.top + geometry.height) {
      frame.fill(row: row, column: 0, width: layout.size.columns, role: .plain)
    }
    // The borders come from the one box drawer; the title is styled apart.
    let borders = TextBox.borders(
      width: geometry.width,
      title: TextFitting.truncated(content.title, width: max(1, geometry.width - 6)))
    var column = left
    column += frame.write(borders.topLeading, row: geometry.top, column: column, role: .paneBorder)
    column += frame.write(borders.title, row: geometry.top, column: column, role: .paneTitle)
    frame.write(borders.topTrailing, row: geometry.top, column: column, role: .paneBorder)
    for row in 1..<(geometry.height - 1) {
      let y = geometry.top + row
      frame.write(borders.side, row: y, column: left, role: .paneBorder)
      frame.fill(row: y, column: left + 1, width: geometry.width - 2, role: .plain)
      if fitted.lines.indices.contains(row - 1) {
        let line = fitted.lines[row - 1]
        line.draw(into: &frame, row: y, column: left + 2, width: inner)
        if line.fillRole != nil {
          // A highlighted row fills the padding too.
          frame.restyle(row: y, column: left + 1, width: 1, role: line.fillRole ?? .plain)
          frame.restyle(row: y, column: right - 1, width: 1, role: line.fillRole ?? .plain)
        }
      }
      frame.write(borders.side, row: y, column: right, role: .paneBorder)
    }
    frame.write(
      borders.bottom, row: geometry.top + geometry.height - 1, column: left, role: .paneBorder)
    if let cursor = fitted.cursor {
      frame.cursor = Frame.Position(
        row: geometry.top + 1 + cursor.row, column: left + 2 + min(cursor.column, inner - 1))
    } else {
      frame.cursor = nil
    }
  }
}
