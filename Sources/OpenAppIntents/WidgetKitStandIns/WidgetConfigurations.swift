/// A widget that people do not configure (WidgetKit's `StaticConfiguration`): its provider's
/// entries, each drawn by `content`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, _PlaceholderDrawing {
  /// The widget's kind, as `WidgetCenter` names it.
  public let kind: String
  private let placeholder: (WidgetFamily) -> Content

  /// A widget of `kind` whose `provider`'s entries `content` draws.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    placeholder = { family in
      content(provider.placeholder(in: TimelineProviderContext(family: family)))
    }
  }

  func placeholderNodes(family: WidgetFamily) -> [SnippetNode] {
    [SnippetRenderer.node(of: placeholder(family))]
  }
}

/// A widget configured by an intent (WidgetKit's `AppIntentConfiguration`): the intent's
/// parameters are what a person edits; its provider's entries are drawn by `content`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>:
  WidgetConfiguration, _PlaceholderDrawing
{
  /// The widget's kind, as `WidgetCenter` names it.
  public let kind: String
  private let placeholder: (WidgetFamily) -> Content

  /// A widget of `kind`, configured by `intent`, whose `provider`'s entries `content` draws.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Intent == Provider.Intent {
    self.kind = kind
    placeholder = { family in
      content(provider.placeholder(in: TimelineProviderContext(family: family)))
    }
  }

  func placeholderNodes(family: WidgetFamily) -> [SnippetNode] {
    [SnippetRenderer.node(of: placeholder(family))]
  }
}

/// No widget configuration: what an empty builder or an untaken branch gives.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// Creates an empty configuration.
  public init() {}
}

/// The configurations a `WidgetConfigurationBuilder` lists (WidgetKit's builder yields nested
/// generic types; one list keeps those out of the API).
public struct _WidgetConfigurationList: WidgetConfiguration, _PlaceholderDrawing {
  let parts: [any WidgetConfiguration]

  func placeholderNodes(family: WidgetFamily) -> [SnippetNode] {
    parts.flatMap { ($0 as? any _PlaceholderDrawing)?.placeholderNodes(family: family) ?? [] }
  }
}

/// Builds a widget's configuration from the configurations listed in its `body`.
@resultBuilder
public enum WidgetConfigurationBuilder {
  public static func buildExpression<C: WidgetConfiguration>(_ configuration: C)
    -> _WidgetConfigurationList
  {
    _WidgetConfigurationList(parts: [configuration])
  }
  public static func buildBlock(_ lists: _WidgetConfigurationList...) -> _WidgetConfigurationList {
    _WidgetConfigurationList(parts: lists.flatMap(\.parts))
  }
  public static func buildOptional(_ list: _WidgetConfigurationList?) -> _WidgetConfigurationList {
    list ?? _WidgetConfigurationList(parts: [])
  }
  public static func buildEither(first: _WidgetConfigurationList) -> _WidgetConfigurationList {
    first
  }
  public static func buildEither(second: _WidgetConfigurationList) -> _WidgetConfigurationList {
    second
  }
  public static func buildLimitedAvailability(_ list: _WidgetConfigurationList)
    -> _WidgetConfigurationList
  { list }
}
