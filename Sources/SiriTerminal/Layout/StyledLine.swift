import TextLayout

/// A line of text in runs of roles, laid out before it is written into a frame.
package struct StyledLine: Sendable, Hashable {
  /// A run of text with one role.
  package struct Span: Sendable, Hashable {
    /// The text.
    package var text: String
    /// Its role.
    package var role: CellRole

    /// Creates a span.
    package init(_ text: String, _ role: CellRole) {
      self.text = text
      self.role = role
    }
  }

  /// The runs, left to right.
  package var spans: [Span]
  /// The role of the rest of the row after the text (a highlighted row fills to the edge).
  package var fillRole: CellRole?
  /// A run drawn against the right edge, such as a filter's "3/17" count; left out when the
  /// row has no room for it after the text.
  package var trailing: Span?

  /// Creates a line.
  package init(_ spans: [Span] = [], fillRole: CellRole? = nil) {
    self.spans = spans
    self.fillRole = fillRole
  }

  /// A line of one span.
  package init(_ text: String, _ role: CellRole, fillRole: CellRole? = nil) {
    self.init([Span(text, role)], fillRole: fillRole)
  }

  /// The line's text.
  package var text: String { spans.map(\.text).joined() }

  /// The number of columns the text takes, with the trailing run and a space before it.
  package var width: Int {
    TextWrapping.displayWidth(text) + (trailing.map { 1 + TextWrapping.displayWidth($0.text) } ?? 0)
  }

  /// Writes the line into a frame at a position, at most `width` columns; the rest of the
  /// width is filled with ``fillRole`` when there is one.
  package func draw(into frame: inout Frame, row: Int, column: Int, width: Int) {
    var x = column
    for span in spans {
      let remaining = column + width - x
      guard remaining > 0 else { break }
      x += frame.write(span.text, row: row, column: x, role: span.role, limit: remaining)
    }
    if let fillRole, x < column + width {
      frame.fill(row: row, column: x, width: column + width - x, role: fillRole)
    }
    if let trailing {
      let trailingWidth = TextWrapping.displayWidth(trailing.text)
      let start = column + width - trailingWidth
      if start > x { frame.write(trailing.text, row: row, column: start, role: trailing.role) }
    }
  }
}
