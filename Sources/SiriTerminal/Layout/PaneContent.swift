/// What a pane shows, in three parts: fixed lines on top (the question, a text field), a body
/// that scrolls when there is no room (a list, a snippet), and fixed lines at the bottom
/// (buttons).
package struct PaneContent: Sendable, Hashable {
  /// Where the cursor goes in the pane's content.
  package enum CursorPlace: Sendable, Hashable {
    /// On a top line, at a column of the content.
    case top(line: Int, column: Int)
    /// On a body line.
    case body(line: Int, column: Int)
    /// On a bottom line.
    case bottom(line: Int, column: Int)
  }

  /// The title on the top border.
  package var title: String
  /// The lines at the top.
  package var top: [StyledLine]
  /// The lines that scroll.
  package var body: [StyledLine]
  /// The body lines that must stay visible, such as the highlighted row and its subtitle.
  package var focus: Range<Int>?
  /// The lines at the bottom.
  package var bottom: [StyledLine]
  /// The cursor.
  package var cursor: CursorPlace?
  /// The first body line to show when the body has no focus and does not fit: a snippet
  /// scrolled by the person.
  package var bodyTop: Int
  /// For each body line, the list row it shows (its position among the rows shown), so that a
  /// click picks it; empty when the body is no list.
  package var bodyTargets: [Int?] = []
  /// The fewest columns the content takes: a list's widest row unfiltered, so the pane keeps
  /// its width while the person types a filter.
  package var minimumWidth = 0

  /// What a row of the fitted content shows, for a click: a line of the top, the body or the
  /// bottom (indices into those parts), or nothing (the "↓ 3 more" line).
  package enum Spot: Sendable, Hashable {
    /// A line of the top part.
    case top(Int)
    /// A line of the body.
    case body(Int)
    /// A line of the bottom part.
    case bottom(Int)
    /// No line of the content (the "↓ 3 more" line).
    case none
  }

  /// Creates content.
  package init(
    title: String, top: [StyledLine], body: [StyledLine] = [], focus: Range<Int>? = nil,
    bottom: [StyledLine] = [], cursor: CursorPlace? = nil, bodyTop: Int = 0
  ) {
    self.title = title
    self.top = top
    self.body = body
    self.focus = focus
    self.bottom = bottom
    self.cursor = cursor
    self.bodyTop = bodyTop
  }

  /// The content with lines put above its top lines (a retry message), the cursor kept on its
  /// control.
  package func prepending(_ lines: [StyledLine]) -> PaneContent {
    var content = self
    content.top = lines + top
    if case .top(let line, let column) = cursor {
      content.cursor = .top(line: line + lines.count, column: column)
    }
    return content
  }

  /// The rows the content needs.
  package var naturalRows: Int { top.count + body.count + bottom.count }

  /// The content fitted into `rows`: the bottom lines (buttons) and the top lines (the
  /// question) kept whole when they can be, a blank line before the buttons dropped first; the
  /// body scrolled so its focus (or ``bodyTop``) shows, with a line saying what is hidden.
  package func fitted(rows: Int) -> (lines: [StyledLine], cursor: (row: Int, column: Int)?) {
    let layout = bodyLayout(rows: rows)
    var lines = layout.top + layout.shown
    if let hiddenNote = layout.hiddenNote { lines.append(hiddenNote) }
    lines += layout.bottom
    var place: (row: Int, column: Int)?
    switch cursor {
    case .top(let line, let column) where line >= layout.topCut:
      place = (line - layout.topCut, column)
    case .body(let line, let column)
    where line >= layout.start && line < layout.start + layout.shown.count:
      place = (layout.top.count + line - layout.start, column)
    case .bottom(let line, let column) where line >= layout.bottomCut:
      let index = line - layout.bottomCut
      if index < layout.bottom.count { place = (lines.count - layout.bottom.count + index, column) }
    default:
      place = nil
    }
    return (lines, place)
  }

  /// What row `row` of the content fitted into `rows` shows.
  package func spot(atRow row: Int, rows: Int) -> Spot {
    let layout = bodyLayout(rows: rows)
    var row = row
    guard row >= 0 else { return .none }
    if row < layout.top.count { return .top(layout.topCut + row) }
    row -= layout.top.count
    if row < layout.shown.count { return .body(layout.start + row) }
    row -= layout.shown.count
    if layout.hiddenNote != nil {
      if row == 0 { return .none }
      row -= 1
    }
    if row < layout.bottom.count { return .bottom(layout.bottomCut + row) }
    return .none
  }

  /// The largest ``bodyTop`` that still shows body lines in `rows`.
  package func bodyTopLimit(rows: Int) -> Int {
    var content = self
    content.focus = nil
    content.bodyTop = .max
    return content.bodyLayout(rows: rows).start
  }

  private func bodyLayout(rows: Int) -> (
    top: [StyledLine], topCut: Int, shown: [StyledLine], start: Int, hiddenNote: StyledLine?,
    bottom: [StyledLine], bottomCut: Int
  ) {
    var bottom = self.bottom
    var bottomCut = 0
    let bodyMinimum = body.isEmpty ? 0 : 1
    if top.count + body.count + bottom.count > rows, bottom.count > 1,
      bottom.first?.text.isEmpty == true
    {
      bottom.removeFirst()
      bottomCut = 1
    }
    if bottom.count > rows {
      bottomCut += bottom.count - rows
      bottom = Array(bottom.suffix(rows))
    }
    var top = self.top
    let topRoom = max(0, rows - bottom.count - bodyMinimum)
    var topCut = 0
    if top.count > topRoom {
      // Keep the last top lines (the field) and as much of the question as fits.
      topCut = top.count - topRoom
      top = Array(top.suffix(topRoom))
    }
    let bodyRows = max(0, rows - top.count - bottom.count)
    guard body.count > bodyRows else {
      return (top, topCut, body, 0, nil, bottom, bottomCut)
    }
    let itemRows = max(0, bodyRows - 1)
    var start = bodyTop
    if let focus {
      start = max(0, min(focus.upperBound - itemRows, focus.lowerBound))
    }
    start = max(0, min(start, body.count - itemRows))
    let shown = Array(body[start..<min(body.count, start + itemRows)])
    let above = start
    let below = body.count - start - shown.count
    var note: String
    let rows = bodyTargets.count == body.count ? bodyTargets[start..<(start + shown.count)] : []
    if let first = rows.compactMap({ $0 }).first, let last = rows.compactMap({ $0 }).last,
      let total = bodyTargets.compactMap({ $0 }).max()
    {
      // A list: which of its rows show, like fzf's count.
      let arrows = (above > 0 ? "↑" : "") + (below > 0 ? "↓" : "")
      note = "\(arrows) rows \(first + 1)–\(last + 1) of \(total + 1)"
    } else {
      var parts: [String] = []
      if above > 0 { parts.append("↑ \(above) more") }
      if below > 0 { parts.append("↓ \(below) more") }
      note = parts.joined(separator: "  ")
    }
    // A body without a focus (a snippet) scrolls by ↑/↓, which nothing else on screen says.
    if focus == nil, bodyTargets.isEmpty { note += " · ↑/↓ scroll" }
    let hiddenNote = bodyRows > 0 ? StyledLine(note, .hint) : nil
    return (top, topCut, shown, start, hiddenNote, bottom, bottomCut)
  }
}
