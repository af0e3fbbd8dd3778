/// A control in Control Center, on the Lock Screen or the Action button (WidgetKit's
/// `ControlWidget`); its `body` names its configuration and template.
public protocol ControlWidget {
  /// How the control is configured.
  associatedtype Body: ControlWidgetConfiguration
  /// Creates the control, as the system does.
  init()
  /// How the control is configured: a ``StaticControlConfiguration`` or an
  /// ``AppIntentControlConfiguration``.
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// How a control is configured (WidgetKit's `ControlWidgetConfiguration`).
public protocol ControlWidgetConfiguration {}

/// What a control shows and runs (WidgetKit's `ControlWidgetTemplate`): a button or a toggle.
public protocol ControlWidgetTemplate {}

/// A template that can be drawn as a snippet control.
protocol _ControlDrawing {
  var control: SnippetControl { get }
}

/// A configuration that can draw its template with its preview value.
protocol _ControlPreviewDrawing {
  func previewNodes() -> [SnippetNode]
}

extension ControlWidget {
  /// What the control shows with its preview value: its button or toggle, as a snippet shows
  /// one (listed under it, to pick and run).
  package func previewView() -> AnyView {
    let nodes = (body as? any _ControlPreviewDrawing)?.previewNodes() ?? []
    return AnyView(ViewGroup(node: .group(nodes)))
  }
}

extension ControlWidgetConfiguration {
  /// The name the controls gallery shows; kept as code reads.
  public func displayName(_ displayName: LocalizedStringResource) -> Self { self }
  /// The description the controls gallery shows; kept as code reads.
  public func description(_ description: LocalizedStringResource) -> Self { self }
  /// The prompt shown when the control is added unconfigured; kept as code reads.
  public func promptsForUserConfiguration() -> Self { self }
}

/// The configurations a `ControlWidgetConfigurationBuilder` lists.
public struct _ControlConfigurationList: ControlWidgetConfiguration, _ControlPreviewDrawing {
  let parts: [any ControlWidgetConfiguration]

  func previewNodes() -> [SnippetNode] {
    parts.flatMap { ($0 as? any _ControlPreviewDrawing)?.previewNodes() ?? [] }
  }
}

/// Builds a control's configuration from its `body`.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
  public static func buildExpression<C: ControlWidgetConfiguration>(_ configuration: C)
    -> _ControlConfigurationList
  {
    _ControlConfigurationList(parts: [configuration])
  }
  public static func buildBlock(_ lists: _ControlConfigurationList...)
    -> _ControlConfigurationList
  {
    _ControlConfigurationList(parts: lists.flatMap(\.parts))
  }
  public static func buildEither(first: _ControlConfigurationList) -> _ControlConfigurationList {
    first
  }
  public static func buildEither(second: _ControlConfigurationList) -> _ControlConfigurationList {
    second
  }
  public static func buildLimitedAvailability(_ list: _ControlConfigurationList)
    -> _ControlConfigurationList
  { list }
}

/// A control's template as a `ControlWidgetTemplateBuilder` gives it, whichever branch built it.
public struct _ControlTemplate: ControlWidgetTemplate {
  let control: SnippetControl?
}

/// Builds a control's template (its button or toggle).
@resultBuilder
public enum ControlWidgetTemplateBuilder {
  public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> _ControlTemplate {
    _ControlTemplate(control: (template as? any _ControlDrawing)?.control)
  }
  public static func buildBlock(_ template: _ControlTemplate) -> _ControlTemplate { template }
  public static func buildEither(first: _ControlTemplate) -> _ControlTemplate { first }
  public static func buildEither(second: _ControlTemplate) -> _ControlTemplate { second }
  public static func buildLimitedAvailability(_ template: _ControlTemplate) -> _ControlTemplate {
    template
  }
}
