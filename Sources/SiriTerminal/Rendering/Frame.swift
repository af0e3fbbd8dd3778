import TextLayout
import TextSafety

/// A screenful of cells: what `render` returns and the driver draws.
///
/// Each cell holds one character and its ``CellRole``. A character two columns wide takes its
/// cell and the next, which is marked as its continuation. Writes are clipped to the frame.
package struct Frame: Sendable, Equatable {
  /// One cell of the screen.
  package struct Cell: Sendable, Hashable {
    /// The character shown; a space for blank cells and continuations.
    package var character: Character
    /// What the cell is.
    package var role: CellRole
    /// Whether the cell is the right half of the wide character before it.
    package var isContinuation: Bool

    /// Creates a cell.
    package init(
      _ character: Character = " ", role: CellRole = .plain, isContinuation: Bool = false
    ) {
      self.character = character
      self.role = role
      self.isContinuation = isContinuation
    }
  }

  /// A cell's position: row and column from the top left, from zero.
  package struct Position: Sendable, Hashable {
    /// The row.
    package var row: Int
    /// The column.
    package var column: Int

    /// Creates a position.
    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// The frame's size.
  package let size: TerminalSize
  /// The cells, row by row.
  package private(set) var cells: [Cell]
  /// Where the terminal's cursor goes: on the focused control. `nil` hides it.
  package var cursor: Position?

  /// A blank frame.
  package init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: Cell(), count: size.columns * size.rows)
  }

  /// The cell at a position; a blank cell outside the frame.
  package subscript(row: Int, column: Int) -> Cell {
    guard contains(row: row, column: column) else { return Cell() }
    return cells[row * size.columns + column]
  }

  func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  /// Writes text from a position, at most `limit` columns (default: to the right edge), and
  /// returns the number of columns written. A wide character that does not fit is left out.
  /// Control characters are written as their inert stand-ins (``OutputSanitizer``), so nothing
  /// in a frame can drive the terminal.
  @discardableResult
  package mutating func write(
    _ text: some StringProtocol, row: Int, column: Int, role: CellRole, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < size.rows else { return 0 }
    let end = min(size.columns, column + (limit ?? size.columns))
    var x = column
    let inert = OutputSanitizer.isInert(text) ? String(text) : OutputSanitizer.line(text)
    for character in inert {
      let width = TextWrapping.displayWidth(of: character)
      if width == 0 {
        // A combining mark or a control character: combining marks join the previous cell.
        if x > max(0, column), character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) {
          appendCombining(character, row: row, column: x - 1)
        }
        continue
      }
      guard x + width <= end else { break }
      if x >= 0 { put(character, role: role, row: row, column: x, width: width) }
      x += width
    }
    return max(0, x - column)
  }

  /// Fills a run of cells with spaces of a role.
  package mutating func fill(row: Int, column: Int, width: Int, role: CellRole) {
    for x in column..<(column + max(0, width)) where contains(row: row, column: x) {
      put(" ", role: role, row: row, column: x, width: 1)
    }
  }

  /// Sets the role of a run of cells, keeping their characters.
  package mutating func restyle(row: Int, column: Int, width: Int, role: CellRole) {
    for x in column..<(column + max(0, width)) where contains(row: row, column: x) {
      cells[row * size.columns + x].role = role
    }
  }

  private mutating func put(
    _ character: Character, role: CellRole, row: Int, column: Int, width: Int
  ) {
    // Writing over half of a wide character blanks its other half.
    let index = row * size.columns + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", role: cells[index - 1].role)
    }
    let after = column + width
    if after < size.columns, cells[row * size.columns + after].isContinuation {
      cells[row * size.columns + after] = Cell(" ", role: cells[row * size.columns + after].role)
    }
    cells[index] = Cell(character, role: role)
    if width == 2, column + 1 < size.columns {
      cells[index + 1] = Cell(" ", role: role, isContinuation: true)
    }
  }

  private mutating func appendCombining(_ mark: Character, row: Int, column: Int) {
    var x = column
    while x > 0, cells[row * size.columns + x].isContinuation { x -= 1 }
    let index = row * size.columns + x
    var scalars = String(cells[index].character).unicodeScalars
    scalars.append(contentsOf: mark.unicodeScalars)
    if let combined = String(scalars).first, String(scalars).count == 1 {
      cells[index].character = combined
    }
  }

  /// The text of one row, continuation cells left out.
  package func rowText(_ row: Int) -> String {
    guard row >= 0, row < size.rows else { return "" }
    var text = ""
    for column in 0..<size.columns where !self[row, column].isContinuation {
      text.append(self[row, column].character)
    }
    return text
  }

  /// The frame as text, one line per row, trailing spaces removed.
  package var text: String {
    (0..<size.rows).map { row in
      String(rowText(row).reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  /// The frame's roles, one ``CellRole/maskSymbol`` per cell, trailing blanks removed.
  package var roleMask: String {
    (0..<size.rows).map { row in
      let line = String((0..<size.columns).map { self[row, $0].role.maskSymbol })
      return String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }
}
