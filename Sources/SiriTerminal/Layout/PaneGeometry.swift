/// Where a pane goes on the screen: centred across, resting on the footer, as tall as its
/// content allows.
public struct PaneGeometry: Sendable, Hashable {
  /// The pane's first row (its top border).
  public var top: Int
  /// The pane's first column (its left border).
  public var left: Int
  /// The pane's width, borders included.
  public var width: Int
  /// The pane's height, borders included.
  public var height: Int

  /// The widest a pane gets.
  public static let maximumWidth = 68

  /// The pane's width on a screen.
  public static func width(for layout: ScreenLayout) -> Int {
    max(min(layout.size.columns, 26), min(maximumWidth, layout.size.columns - 4))
  }

  /// The columns inside the borders, less one space of padding on each side.
  public static func innerWidth(for layout: ScreenLayout) -> Int {
    max(1, width(for: layout) - 4)
  }

  /// The most content rows a pane can have on a screen.
  public static func maximumContentRows(for layout: ScreenLayout) -> Int {
    max(1, layout.paneRows.count - 2)
  }

  /// A pane of `contentRows` rows on a screen.
  public init(contentRows: Int, layout: ScreenLayout) {
    width = Self.width(for: layout)
    height = min(contentRows, Self.maximumContentRows(for: layout)) + 2
    left = max(0, (layout.size.columns - width) / 2)
    top = max(layout.paneRows.lowerBound, layout.paneRows.upperBound - height)
  }
}
