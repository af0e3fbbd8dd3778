/// The size of the terminal in character cells.
package struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// The number of columns.
  package var columns: Int
  /// The number of rows.
  package var rows: Int

  /// Creates a size; negative values count as zero.
  package init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The smallest size the UI draws in; below it, the UI asks for a larger terminal.
  package static let minimum = TerminalSize(columns: 30, rows: 8)

  /// Whether the UI fits: at least ``minimum`` in both directions.
  package var isUsable: Bool {
    columns >= Self.minimum.columns && rows >= Self.minimum.rows
  }

  package var description: String { "\(columns)×\(rows)" }
}
