/// The cases of a `Switch`, as `ParameterSummaryCaseBuilder` collects them.
///
/// Apple's `ValueType` is the tuple of the cases' types; this builder takes any number of
/// cases, so it is the switched value's type here.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue, ValueType>:
  _ParameterSummarySwitchCase
{
  /// A collection of cases is no summary of its own.
  public typealias Summary = Never
  @_spi(SiriSim) public let caseEntries: [ParameterSummaryCase<Intent, Value>]
}
