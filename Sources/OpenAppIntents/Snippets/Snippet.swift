/// A snippet ready to show: a tree of text, stacks, dividers and symbols.
///
/// Intents make snippets from views (`.result(dialog:view:)`); front ends lay them out with
/// ``lines(width:)``, or in a box with ``box(maxWidth:)``.
public struct Snippet: Sendable, Hashable {
  /// The snippet's content.
  public var root: SnippetNode

  /// Creates a snippet from its content.
  public init(root: SnippetNode) { self.root = root }

  /// Draws a view as a snippet; `nil` when the view shows nothing (`EmptyView`).
  public init?<V: View>(_ view: V) {
    let node = SnippetRenderer.node(of: view)
    if node.isEmpty { return nil }
    root = node
  }

  /// The snippet as lines of text at most `width` columns wide, with each line's style.
  public func lines(width: Int) -> [SnippetLine] {
    SnippetLayout.lines(of: root, width: max(width, 8))
  }
}

/// A node of a snippet.
public indirect enum SnippetNode: Sendable, Hashable {
  /// Text with a style.
  case text(String, SnippetTextStyle)
  /// An SF Symbol, shown as a glyph when there is one.
  case symbol(String)
  /// Nodes one above the other.
  case vstack([SnippetNode])
  /// Nodes side by side.
  case hstack([SnippetNode])
  /// A horizontal line.
  case divider
  /// Flexible space in an `hstack`.
  case spacer
  /// Nodes that belong to the enclosing stack.
  case group([SnippetNode])

  var isEmpty: Bool {
    switch self {
    case .group(let nodes), .vstack(let nodes), .hstack(let nodes):
      return nodes.allSatisfy(\.isEmpty)
    case .symbol(let name):
      return SnippetLayout.glyph(forSymbol: name) == nil
    case .spacer:
      return true
    case .text, .divider:
      return false
    }
  }

  /// The node's children with groups opened up.
  var flattened: [SnippetNode] {
    switch self {
    case .group(let nodes): return nodes.flatMap(\.flattened)
    default: return [self]
    }
  }
}

/// How a piece of snippet text looks.
public struct SnippetTextStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Bold: titles and headlines.
  public static let emphasized = SnippetTextStyle(rawValue: 1 << 0)
  /// Dimmed: captions and secondary text.
  public static let secondary = SnippetTextStyle(rawValue: 1 << 1)
  /// Italic.
  public static let italic = SnippetTextStyle(rawValue: 1 << 2)
}

/// One laid-out line of a snippet.
public struct SnippetLine: Sendable, Hashable, CustomStringConvertible {
  /// The text.
  public var text: String
  /// The style of the whole line (the strongest style of its parts).
  public var style: SnippetTextStyle
  /// Whether the line is a divider.
  public var isDivider: Bool

  /// Creates a line.
  public init(text: String, style: SnippetTextStyle = [], isDivider: Bool = false) {
    self.text = text
    self.style = style
    self.isDivider = isDivider
  }

  public var description: String { text }
}
