import Foundation

/// Views on top of each other: a terminal shows them one after another, front last.
public struct ZStack: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates an overlapping stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { .vstack(content.flattened) }
}

/// Views grouped without a layout of their own.
public struct Group: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a group.
  public init(@ViewBuilder content: () -> ViewGroup) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { content }
}

/// The first of several views that fits; a terminal shows the first.
public struct ViewThatFits: View, _PrimitiveView {
  let content: SnippetNode
  /// Creates a view that picks the first child that fits.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> ViewGroup) {
    self.content = content().node
  }
  var snippetNode: SnippetNode { content.flattened.first ?? .group([]) }
}

/// A title with an icon.
public struct Label: View, _PrimitiveView {
  let content: SnippetNode
  /// A label of a title and an SF Symbol.
  public init(_ title: LocalizedStringResource, systemImage name: String) {
    content = .hstack([.symbol(name), .text(title.defaultValue, [])])
  }
  /// A label of a title and an asset image (which a terminal leaves out).
  public init(_ title: LocalizedStringResource, image name: String) {
    content = .text(title.defaultValue, [])
  }
  /// A label of views.
  public init(@ViewBuilder title: () -> ViewGroup, @ViewBuilder icon: () -> ViewGroup) {
    content = .hstack([icon().node, title().node])
  }
  var snippetNode: SnippetNode { content }
}

/// A link that opens a URL; a terminal shows its label.
public struct Link: View, _PrimitiveView {
  let content: SnippetNode
  /// A link labelled by views.
  public init(destination: URL, @ViewBuilder label: () -> ViewGroup) {
    content = label().node
  }
  /// A link with a title.
  public init(_ title: LocalizedStringResource, destination: URL) {
    content = .text(title.defaultValue, [])
  }
  var snippetNode: SnippetNode { content }
}

/// Progress towards a total, shown as a percentage; with no value, as an ellipsis.
public struct ProgressView: View, _PrimitiveView {
  let content: SnippetNode
  /// An indeterminate progress view.
  public init() { content = .text("…", .secondary) }
  /// Progress of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    guard let value, total > 0 else {
      content = .text("…", .secondary)
      return
    }
    let percent = Int((Double(value) / Double(total) * 100).rounded())
    content = .text("\(min(max(percent, 0), 100))%", [])
  }
  /// Progress of `value` out of `total`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> ViewGroup
  ) {
    let bar = ProgressView(value: value, total: total).content
    content = .hstack([label().node, bar])
  }
  /// A progress view over a date interval; shows the time range's end.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    content = .text(Text.describe(timerInterval.upperBound, style: .timer), [])
  }
  var snippetNode: SnippetNode { content }
}

/// A key for a localized string in a view, such as `Text("Hello")` (SwiftUI's).
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
  let resource: LocalizedStringResource
  /// A key from a string.
  public init(_ value: String) { resource = LocalizedStringResource(value) }
  /// A key from a literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// A key from an interpolation, with its values in it.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    resource = LocalizedStringResource(stringInterpolation: stringInterpolation)
  }
}

extension Text {
  /// Text for a localized key, looked up in a table (SiriSim shows the development language's).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(key.resource)
  }
}
