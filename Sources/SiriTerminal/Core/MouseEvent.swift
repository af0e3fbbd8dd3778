/// What the mouse did, and where: a row and column of the screen, from zero.
public struct MouseEvent: Sendable, Hashable {
  /// The kinds the UI reacts to.
  public enum Kind: Sendable, Hashable {
    /// A left click (or press): picks a row, presses a button.
    case click
    /// The wheel turned up or down: scrolls what is under it.
    case wheelUp, wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The row.
  public var row: Int
  /// The column.
  public var column: Int

  /// Creates an event.
  public init(_ kind: Kind, row: Int, column: Int) {
    self.kind = kind
    self.row = row
    self.column = column
  }
}
