/// An app extension's widgets and controls (WidgetKit's `WidgetBundle`), listed in `body`.
public protocol WidgetBundle {
  /// The widgets listed.
  associatedtype Body: Widget
  /// Creates the bundle, as the system does.
  init()
  /// The widgets and controls of the extension.
  @WidgetBundleBuilder var body: Body { get }
}

/// The widgets a `WidgetBundleBuilder` lists.
public struct _WidgetList: Widget {
  let widgets: [any Widget]
  let controls: [any ControlWidget]

  /// An empty list.
  public init() { self.init(widgets: [], controls: []) }
  init(widgets: [any Widget], controls: [any ControlWidget]) {
    self.widgets = widgets
    self.controls = controls
  }
  /// A list has no configuration of its own.
  public var body: EmptyWidgetConfiguration {
    return EmptyWidgetConfiguration()
  }
}

extension WidgetBundle {
  /// The widgets the bundle lists, in order.
  package var widgets: [any Widget] { (body as? _WidgetList)?.widgets ?? [body] }
  /// The controls the bundle lists, in order.
  package var controls: [any ControlWidget] { (body as? _WidgetList)?.controls ?? [] }
}

/// Builds a bundle from the widgets and controls listed in its `body`.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetList {
    _WidgetList(widgets: [widget], controls: [])
  }
  public static func buildExpression<W: ControlWidget>(_ control: W) -> _WidgetList {
    _WidgetList(widgets: [], controls: [control])
  }
  public static func buildBlock(_ lists: _WidgetList...) -> _WidgetList {
    _WidgetList(widgets: lists.flatMap(\.widgets), controls: lists.flatMap(\.controls))
  }
  public static func buildOptional(_ list: _WidgetList?) -> _WidgetList { list ?? _WidgetList() }
  public static func buildEither(first: _WidgetList) -> _WidgetList { first }
  public static func buildEither(second: _WidgetList) -> _WidgetList { second }
  public static func buildLimitedAvailability(_ list: _WidgetList) -> _WidgetList { list }
}
