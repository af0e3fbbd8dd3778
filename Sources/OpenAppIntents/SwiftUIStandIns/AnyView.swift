/// A view of any type (SwiftUI's `AnyView`), for code that picks one of several views at run
/// time; it shows what the view it wraps shows.
public struct AnyView: View, _PrimitiveView {
  let node: SnippetNode

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    node = SnippetRenderer.node(of: view)
  }

  /// Wraps `view`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  var snippetNode: SnippetNode { node }
}
