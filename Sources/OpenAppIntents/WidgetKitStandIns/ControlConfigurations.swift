/// Gives a control without configuration its value (WidgetKit's `ControlValueProvider`).
public protocol ControlValueProvider {
  /// The value, such as whether a light is on.
  associatedtype Value
  /// A value for the controls gallery, at once.
  var previewValue: Value { get }
  /// The value now.
  func currentValue() async throws -> Value
}

/// Gives a control configured by an intent its value (WidgetKit's
/// `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
  /// The value, such as whether a light is on.
  associatedtype Value
  /// The intent a person configures the control with.
  associatedtype Configuration: ControlConfigurationIntent
  /// A value for the controls gallery, at once.
  func previewValue(configuration: Configuration) -> Value
  /// The value now, for `configuration`.
  func currentValue(configuration: Configuration) async throws -> Value
}

/// A control that people do not configure (WidgetKit's `StaticControlConfiguration`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration, _ControlPreviewDrawing
{
  /// The control's kind, as `ControlCenter` names it.
  public let kind: String
  private let preview: () -> _ControlTemplate

  /// A control of `kind` showing `content`.
  public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content)
  where Content == _ControlTemplate {
    self.kind = kind
    let template = content()
    preview = { template }
  }

  /// A control of `kind` whose `provider`'s value `content` shows.
  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Content == _ControlTemplate {
    self.kind = kind
    preview = { content(provider.previewValue) }
  }

  func previewNodes() -> [SnippetNode] { preview().control.map { [.control($0)] } ?? [] }
}

/// A control configured by an intent (WidgetKit's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration<
  ConfigurationIntent: ControlConfigurationIntent, Content: ControlWidgetTemplate
>: ControlWidgetConfiguration, _ControlPreviewDrawing {
  /// The control's kind, as `ControlCenter` names it.
  public let kind: String
  private let preview: () -> _ControlTemplate

  /// A control of `kind` whose `provider`'s value for the configuration `content` shows.
  public init<Provider: AppIntentControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Provider.Configuration == ConfigurationIntent, Content == _ControlTemplate {
    self.kind = kind
    preview = { content(provider.previewValue(configuration: ConfigurationIntent())) }
  }

  /// A control of `kind`, configured by `intent`, showing `content` for each configuration.
  public init(
    kind: String, intent: ConfigurationIntent.Type = ConfigurationIntent.self,
    @ControlWidgetTemplateBuilder content: @escaping (ConfigurationIntent) -> Content
  ) where Content == _ControlTemplate {
    self.kind = kind
    preview = { content(ConfigurationIntent()) }
  }

  func previewNodes() -> [SnippetNode] { preview().control.map { [.control($0)] } ?? [] }
}
