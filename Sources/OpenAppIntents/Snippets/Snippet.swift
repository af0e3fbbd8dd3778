/// A snippet ready to show: a tree of text, stacks, dividers and symbols.
///
/// Intents make snippets from views (`.result(dialog:view:)`); the front ends lay them out
/// through the `TextOutput` module, once per width (``layouts``).
public struct Snippet: Sendable, Hashable {
  /// The snippet's content.
  @_spi(SiriSim) public var root: SnippetNode {
    didSet { layouts = SnippetLayouts() }
  }
  /// The snippet laid out at each width it was asked for, shared by every copy: the transcript,
  /// a pane, plain output and a recording all show the same snippet, and lay it out once.
  package private(set) var layouts = SnippetLayouts()

  /// Creates a snippet from its content.
  @_spi(SiriSim) public init(root: SnippetNode) { self.root = root }

  /// Draws a view as a snippet; `nil` when the view shows nothing (`EmptyView`).
  public init?<V: View>(_ view: V) {
    let node = SnippetRenderer.node(of: view)
    if node.isEmpty { return nil }
    root = node
  }

  /// The snippet's buttons and toggles, in reading order: what a person can press in it.
  @_spi(SiriSim) public var controls: [SnippetControl] { root.controls }

  public static func == (lhs: Snippet, rhs: Snippet) -> Bool { lhs.root == rhs.root }
  public func hash(into hasher: inout Hasher) { hasher.combine(root) }
}

/// A node of a snippet.
@_spi(SiriSim) public indirect enum SnippetNode: Sendable, Hashable {
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
  /// A button or toggle that runs an intent (`Button(intent:)`, `Toggle(isOn:intent:)`).
  case control(SnippetControl)

  var isEmpty: Bool {
    switch self {
    case .group(let nodes), .vstack(let nodes), .hstack(let nodes):
      return nodes.allSatisfy(\.isEmpty)
    case .symbol(let name):
      return SymbolGlyph.glyph(forSymbol: name) == nil
    case .spacer:
      return true
    case .text, .divider, .control:
      return false
    }
  }

  /// The buttons and toggles in the node, in reading order.
  package var controls: [SnippetControl] {
    switch self {
    case .group(let nodes), .vstack(let nodes), .hstack(let nodes):
      return nodes.flatMap(\.controls)
    case .control(let control):
      return [control]
    case .text, .symbol, .divider, .spacer:
      return []
    }
  }

  /// The node's children with groups opened up.
  package var flattened: [SnippetNode] {
    switch self {
    case .group(let nodes): return nodes.flatMap(\.flattened)
    default: return [self]
    }
  }
}

/// How a piece of snippet text looks.
@_spi(SiriSim) public struct SnippetTextStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Bold: titles and headlines.
  public static let emphasized = SnippetTextStyle(rawValue: 1 << 0)
  /// Dimmed: captions and secondary text.
  public static let secondary = SnippetTextStyle(rawValue: 1 << 1)
  /// Italic.
  public static let italic = SnippetTextStyle(rawValue: 1 << 2)
}
