/// Where a pane goes on the screen: under the transcript's last line and aligned with its text,
/// as wide as its content, resting on the footer once the transcript fills the screen.
package struct PaneGeometry: Sendable, Hashable {
  /// The pane's first row (its top border).
  package var top: Int
  /// The pane's first column (its left border).
  package var left: Int
  /// The pane's width, borders included.
  package var width: Int
  /// The pane's height, borders included.
  package var height: Int

  /// The widest a pane gets.
  package static let maximumWidth = 68
  /// The narrowest a pane gets when the screen has room: a card, not a sliver.
  package static let minimumWidth = 40

  /// The widest pane on a screen.
  package static func width(for layout: ScreenLayout) -> Int {
    max(min(layout.size.columns, 26), min(maximumWidth, layout.size.columns - 4))
  }

  /// The columns inside the widest pane's borders, less one space of padding on each side.
  package static func innerWidth(for layout: ScreenLayout) -> Int {
    max(1, width(for: layout) - 4)
  }

  /// The most content rows a pane can have on a screen.
  package static func maximumContentRows(for layout: ScreenLayout) -> Int {
    max(1, layout.paneRows.count - 2)
  }

  /// From this many rows a screen is tall: its panes rest on the key hints.
  package static let tallRows = 36

  /// The fewest content rows a pane keeps when transcript rows are reserved above it.
  package static let minimumContentRows = 4

  /// A pane for content of `contentRows` rows, `contentWidth` columns at its widest and a title
  /// `titleWidth` columns wide, below `transcriptLines` lines of transcript, leaving
  /// `reservedRows` rows above it for the transcript's newest lines (the person's last words),
  /// as fzf's `--height` leaves the command line in view.
  package init(
    contentRows: Int, contentWidth: Int, titleWidth: Int, transcriptLines: Int,
    layout: ScreenLayout, widest: Int? = nil, reservedRows: Int = 0
  ) {
    let widest = widest ?? Self.width(for: layout)
    width = min(widest, max(Self.minimumWidth, contentWidth + 4, titleWidth + 6))
    let most = Self.maximumContentRows(for: layout)
    let room = max(min(most, Self.minimumContentRows), most - max(0, reservedRows))
    height = min(contentRows, room) + 2
    // The pane's text lines up with the transcript's text, past the "You"/"Siri" gutter.
    left = max(0, min(ScreenLayout.gutter - 2, layout.size.columns - width))
    let resting = layout.paneRows.upperBound - height
    // On a tall screen the pane rests on the key hints, near where the eyes are, rather than
    // under a short transcript far above them.
    let following =
      layout.size.rows >= Self.tallRows ? resting : layout.paneRows.lowerBound + transcriptLines
    top = max(layout.paneRows.lowerBound, min(resting, following))
  }

  /// The columns inside the borders, less one space of padding on each side.
  package var innerWidth: Int { max(1, width - 4) }
}
