/// Text in a snippet.
public struct Text: View, _PrimitiveView, Sendable {
  let content: String
  let style: SnippetTextStyle

  /// Text from a string.
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content), style: [])
  }

  /// Text from a localizable resource.
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: resource.defaultValue, style: [])
  }

  /// Text shown exactly as given.
  public init(verbatim content: String) {
    self.init(verbatim: content, style: [])
  }

  init(verbatim content: String, style: SnippetTextStyle) {
    self.content = content
    self.style = style
  }

  var snippetNode: SnippetNode { .text(content, style) }

  /// Bold text.
  public func bold() -> Text { Text(verbatim: content, style: style.union(.emphasized)) }
  /// Italic text.
  public func italic() -> Text { Text(verbatim: content, style: style.union(.italic)) }
  /// Text in a font: titles and headlines are emphasized, captions and footnotes secondary.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return Text(verbatim: content, style: style.union(font.style))
  }
  /// Text in a color: `.secondary` and `.gray` read as secondary.
  public func foregroundStyle(_ color: Color) -> Text {
    Text(verbatim: content, style: style.union(color.style))
  }
  /// Text in a color.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return foregroundStyle(color)
  }
}

/// A text style in a snippet.
public struct Font: Sendable, Hashable {
  let style: SnippetTextStyle
  public static let largeTitle = Font(style: .emphasized)
  public static let title = Font(style: .emphasized)
  public static let title2 = Font(style: .emphasized)
  public static let title3 = Font(style: .emphasized)
  public static let headline = Font(style: .emphasized)
  public static let subheadline = Font(style: [])
  public static let body = Font(style: [])
  public static let callout = Font(style: [])
  public static let caption = Font(style: .secondary)
  public static let caption2 = Font(style: .secondary)
  public static let footnote = Font(style: .secondary)
}

/// Views one above the other.
public struct VStack: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a vertical stack.
  public init(
    alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
  ) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .vstack(content.flattened) }
}

/// Views side by side.
public struct HStack: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a horizontal stack.
  public init(
    alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup
  ) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .hstack(content.flattened) }
}

/// A line across the snippet.
public struct Divider: View, _PrimitiveView {
  /// Creates a divider.
  public init() {}
  var snippetNode: SnippetNode { .divider }
}

/// Space that pushes the views after it to the far side of an `HStack`.
public struct Spacer: View, _PrimitiveView {
  /// Creates a spacer.
  public init(minLength: Double? = nil) {}
  var snippetNode: SnippetNode { .spacer }
}

/// An image: SF Symbols with a text glyph are shown as it, others are left out.
public struct Image: View, _PrimitiveView, Sendable {
  let systemName: String?
  /// An SF Symbol.
  public init(systemName: String) { self.systemName = systemName }
  /// An asset image; a terminal cannot show it, so it is left out.
  public init(_ name: String) { self.systemName = nil }
  /// Sizing has no effect on a text snippet; kept so SwiftUI code reads the same.
  public func resizable() -> Image { self }
  var snippetNode: SnippetNode { systemName.map { .symbol($0) } ?? .group([]) }
}

/// A view for each element of a collection.
public struct ForEach<Data: RandomAccessCollection>: View, _PrimitiveView {
  let nodes: [SnippetNode]
  /// Creates a view for each element.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> ViewGroup
  ) {
    nodes = data.map { content($0).node }
  }
  /// Creates a view for each identifiable element.
  public init(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewGroup)
  where Data.Element: Identifiable {
    nodes = data.map { content($0).node }
  }
  var snippetNode: SnippetNode { .group(nodes) }
}
