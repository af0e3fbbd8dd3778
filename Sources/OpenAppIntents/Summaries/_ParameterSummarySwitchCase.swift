/// What a `Switch` takes as its cases: one `Case`, one `DefaultCase`, or the cases
/// `ParameterSummaryCaseBuilder` collects.
public protocol _ParameterSummarySwitchCase {
  /// The intent the cases summarize.
  associatedtype Intent: AppIntent
  /// The switched parameter's value type.
  associatedtype Value: _IntentValue
  /// The cases, in order; a default case has no value.
  @_spi(SiriSim) var caseEntries: [ParameterSummaryCase<Intent, Value>] { get }
}
