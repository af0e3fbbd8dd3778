/// A piece of a snippet: the text stand-in for a SwiftUI view.
///
/// Write snippet views as in SwiftUI, composing `Text`, `VStack`, `HStack`, `Divider`, `Spacer`
/// and `Image(systemName:)` in a `body`; SiriSim shows them as boxed text.
public protocol View {
  /// The view's content.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Never has no content.
  public var body: Never {
    return preconditionFailure("Never has no body.")
  }
}

/// A view that draws itself directly rather than through a `body`.
protocol _PrimitiveView: View where Body == Never {
  var snippetNode: SnippetNode { get }
}

extension _PrimitiveView {
  /// A primitive view has no body.
  public var body: Never {
    return preconditionFailure("\(Self.self) draws itself; its body is never read.")
  }
}

enum SnippetRenderer {
  static func node<V: View>(of view: V) -> SnippetNode {
    if let primitive = view as? any _PrimitiveView { return primitive.snippetNode }
    return node(of: view.body)
  }
}

/// Builds a view from the views listed in a closure.
///
/// Every step yields a ``ViewGroup`` (SwiftUI's builder yields `TupleView`s and
/// `_ConditionalContent`s), so the snippet tree it holds stays out of the public API.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<V: View>(_ view: V) -> ViewGroup {
    ViewGroup(node: SnippetRenderer.node(of: view))
  }
  public static func buildBlock() -> ViewGroup { ViewGroup(node: .group([])) }
  public static func buildBlock(_ groups: ViewGroup...) -> ViewGroup {
    ViewGroup(node: .group(groups.map(\.node)))
  }
  public static func buildOptional(_ group: ViewGroup?) -> ViewGroup {
    group ?? ViewGroup(node: .group([]))
  }
  public static func buildEither(first: ViewGroup) -> ViewGroup { first }
  public static func buildEither(second: ViewGroup) -> ViewGroup { second }
  public static func buildArray(_ groups: [ViewGroup]) -> ViewGroup {
    ViewGroup(node: .group(groups.map(\.node)))
  }
  public static func buildLimitedAvailability(_ group: ViewGroup) -> ViewGroup { group }
}

/// The views a `ViewBuilder` closure lists.
public struct ViewGroup: View, _PrimitiveView {
  let node: SnippetNode
  var snippetNode: SnippetNode { node }
}

/// No view at all.
public struct EmptyView: View, _PrimitiveView {
  /// Creates an empty view.
  public init() {}
  var snippetNode: SnippetNode { .group([]) }
}

extension View {
  /// Padding has no effect on a text snippet; kept so SwiftUI code reads the same.
  public func padding(_ length: Double? = nil) -> Self { self }
  /// Frames have no effect on a text snippet; kept so SwiftUI code reads the same.
  public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  ) -> Self { self }
}

extension View {
  /// Aspect ratios have no effect on a text snippet; kept so SwiftUI code reads the same.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Self { self }
}

/// How an image fills its frame.
public enum ContentMode: Sendable, Hashable {
  case fit, fill
}

/// Alignment inside stacks and frames.
public enum Alignment: Sendable, Hashable {
  case leading, center, trailing, top, bottom
}
