/// An intent whose parameters configure a control in Control Center, such as which door a
/// door opener opens.
///
/// As in Apple's framework, a configuration intent need not declare `perform()`.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
  /// Running a configuration intent does nothing: its values are what matter.
  public func perform() async throws -> some IntentResult { .result() }
}
