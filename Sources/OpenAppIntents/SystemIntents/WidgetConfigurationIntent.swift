/// An intent whose parameters configure a widget: its title and description name the widget,
/// its parameters are the options a person edits.
///
/// As in Apple's framework, a configuration intent need not declare `perform()`: the widget
/// reads its parameters, and running it does nothing else.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// Running a configuration intent does nothing: its values are what matter.
  public func perform() async throws -> some IntentResult { .result() }
}
