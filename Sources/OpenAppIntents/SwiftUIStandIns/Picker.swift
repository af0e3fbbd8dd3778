/// SwiftUI's picker of one value among tagged views, bound to the app's own state: a snippet
/// cannot change that state, so a terminal shows the title and the choices.
public struct Picker<SelectionValue: Hashable>: View, _PrimitiveView {
  let node: SnippetNode

  /// A picker titled by a string, such as one the app computed.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> ViewGroup
  ) {
    node = .vstack([.text(String(title), []), content().node])
  }

  /// A picker with a localizable title.
  public init(
    _ title: LocalizedStringResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.init(title.defaultValue, selection: selection, content: content)
  }

  /// A picker labelled by views.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> ViewGroup,
    @ViewBuilder label: () -> ViewGroup
  ) {
    node = .vstack([label().node, content().node])
  }

  var snippetNode: SnippetNode { node }
}
