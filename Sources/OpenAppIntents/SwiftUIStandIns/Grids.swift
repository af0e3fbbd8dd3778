// SwiftUI's lazy stacks and grids: a text snippet lays every view out at once, so a lazy stack
// reads as its plain stack, a grid's rows as lines and a row's cells side by side.

/// Views one above the other, made as they scroll into view (all at once in a snippet).
public struct LazyVStack: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a lazy vertical stack.
  public init(
    alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
  ) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .vstack(content.flattened) }
}

/// Views side by side, made as they scroll into view (all at once in a snippet).
public struct LazyHStack: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a lazy horizontal stack.
  public init(
    alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
  ) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .hstack(content.flattened) }
}

/// Rows of cells: each ``GridRow`` is a line.
public struct Grid: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a grid.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
  ) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .vstack(content.flattened) }
}

/// A row of a ``Grid``: its cells side by side.
public struct GridRow: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a row.
  public init(alignment: Alignment? = nil, @ViewBuilder content: () -> ViewGroup) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .hstack(content.flattened) }
}

/// A column or row of a lazy grid.
public struct GridItem: Sendable, Hashable {
  /// How a grid item is sized.
  public enum Size: Sendable, Hashable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }
  /// The item's size.
  public var size: Size
  /// The space after it.
  public var spacing: Double?
  /// Its cells' alignment.
  public var alignment: Alignment?

  /// A grid item.
  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Cells in columns, one line per row of as many cells as it has columns.
public struct LazyVGrid: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a vertical grid of columns.
  public init(
    columns: [GridItem], alignment: Alignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> ViewGroup
  ) {
    let cells = content().node.flattened
    let width = max(columns.count, 1)
    let rows = stride(from: 0, to: cells.count, by: width).map {
      SnippetNode.hstack(Array(cells[$0..<min($0 + width, cells.count)]))
    }
    self.content = .vstack(rows)
  }
  var snippetNode: SnippetNode { content }
}

extension View {
  /// An action when the view appears; a snippet runs none.
  public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
  /// An action when the view disappears; a snippet runs none.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  /// A task when the view appears; a snippet runs none.
  public func task(_ action: @escaping @Sendable () async -> Void) -> Self { self }
  /// A tap's action; a snippet has no taps (its buttons run intents).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
  /// Cells spanning columns of a grid.
  public func gridCellColumns(_ count: Int) -> Self { self }
}
