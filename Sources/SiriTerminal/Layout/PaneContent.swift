/// What a pane shows, in three parts: fixed lines on top (the question, a text field), a body
/// that scrolls when there is no room (a list, a snippet), and fixed lines at the bottom
/// (buttons).
public struct PaneContent: Sendable, Hashable {
  /// Where the cursor goes in the pane's content.
  public enum CursorPlace: Sendable, Hashable {
    /// On a top line, at a column of the content.
    case top(line: Int, column: Int)
    /// On a body line.
    case body(line: Int, column: Int)
    /// On a bottom line.
    case bottom(line: Int, column: Int)
  }

  /// The title on the top border.
  public var title: String
  /// The lines at the top.
  public var top: [StyledLine]
  /// The lines that scroll.
  public var body: [StyledLine]
  /// The body lines that must stay visible, such as the highlighted row and its subtitle.
  public var focus: Range<Int>?
  /// The lines at the bottom.
  public var bottom: [StyledLine]
  /// The cursor.
  public var cursor: CursorPlace?

  /// Creates content.
  public init(
    title: String, top: [StyledLine], body: [StyledLine] = [], focus: Range<Int>? = nil,
    bottom: [StyledLine] = [], cursor: CursorPlace? = nil
  ) {
    self.title = title
    self.top = top
    self.body = body
    self.focus = focus
    self.bottom = bottom
    self.cursor = cursor
  }

  /// The rows the content needs.
  public var naturalRows: Int { top.count + body.count + bottom.count }

  /// The content fitted into `rows`: top lines cut first to leave the body at least one row,
  /// the body scrolled so its focus shows, with a line saying what is hidden.
  public func fitted(rows: Int) -> (lines: [StyledLine], cursor: (row: Int, column: Int)?) {
    var top = self.top
    let bottom = Array(self.bottom.suffix(rows))
    let bodyMinimum = body.isEmpty ? 0 : 1
    let topRoom = max(0, rows - bottom.count - bodyMinimum)
    var topCut = 0
    if top.count > topRoom {
      // Keep the last top lines (the field) and as much of the question as fits.
      topCut = top.count - topRoom
      top = Array(top.suffix(topRoom))
    }
    let bodyRows = max(0, rows - top.count - bottom.count)
    var start = 0
    var shown = body
    var hiddenNote: StyledLine?
    if body.count > bodyRows {
      let itemRows = max(0, bodyRows - 1)
      if let focus {
        start = max(0, min(focus.upperBound - itemRows, focus.lowerBound))
      }
      start = min(start, max(0, body.count - itemRows))
      shown = Array(body[start..<min(body.count, start + itemRows)])
      let above = start
      let below = body.count - start - shown.count
      var parts: [String] = []
      if above > 0 { parts.append("↑ \(above) more") }
      if below > 0 { parts.append("↓ \(below) more") }
      hiddenNote = StyledLine(parts.joined(separator: "  "), .hint)
    }
    var lines = top + shown
    if let hiddenNote, bodyRows > 0 { lines.append(hiddenNote) }
    lines += bottom
    var place: (row: Int, column: Int)?
    switch cursor {
    case .top(let line, let column) where line >= topCut:
      place = (line - topCut, column)
    case .body(let line, let column) where line >= start && line < start + shown.count:
      place = (top.count + line - start, column)
    case .bottom(let line, let column) where line < bottom.count:
      place = (lines.count - bottom.count + line, column)
    default:
      place = nil
    }
    return (lines, place)
  }
}
