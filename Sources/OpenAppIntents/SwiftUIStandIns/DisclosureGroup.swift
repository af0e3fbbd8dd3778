/// SwiftUI's expandable section: a terminal draws a snippet once, so it shows the label and
/// the content, as if expanded.
public struct DisclosureGroup: View, _PrimitiveView {
  let node: SnippetNode

  /// A group of `content` under `label`.
  public init(@ViewBuilder content: () -> ViewGroup, @ViewBuilder label: () -> ViewGroup) {
    node = .vstack([label().node, content().node])
  }

  /// A group of `content` under `label`, expanded as `isExpanded` says.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> ViewGroup,
    @ViewBuilder label: () -> ViewGroup
  ) {
    node = isExpanded.wrappedValue ? .vstack([label().node, content().node]) : label().node
  }

  /// A group of `content` under a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> ViewGroup) {
    node = .vstack([.text(String(title), []), content().node])
  }

  var snippetNode: SnippetNode { node }
}

/// How a ``DisclosureGroup`` is drawn (SwiftUI's `DisclosureGroupStyle`); a snippet keeps its
/// own drawing, so a style is accepted and not applied.
public protocol DisclosureGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The group's parts, as the style receives them.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// Draws a group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a ``DisclosureGroup`` a ``DisclosureGroupStyle`` draws.
public struct DisclosureGroupStyleConfiguration {
  /// The group's label.
  public let label: ViewGroup
  /// The group's content.
  public let content: ViewGroup
  /// Whether the group is expanded.
  public let isExpanded: Binding<Bool>
}

extension View {
  /// Draws disclosure groups in `style`; a snippet keeps its own drawing.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> Self { self }
}
