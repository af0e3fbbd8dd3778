/// What the mouse did, and where: a row and column of the screen, from zero.
package struct MouseEvent: Sendable, Hashable {
  /// The kinds the UI reacts to.
  package enum Kind: Sendable, Hashable {
    /// A left click (or press): picks a row, presses a button.
    case click
    /// The wheel turned up or down: scrolls what is under it.
    case wheelUp, wheelDown
  }

  /// What happened.
  package var kind: Kind
  /// The row.
  package var row: Int
  /// The column.
  package var column: Int

  /// Creates an event.
  package init(_ kind: Kind, row: Int, column: Int) {
    self.kind = kind
    self.row = row
    self.column = column
  }
}
