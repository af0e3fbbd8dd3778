/// The summary used when the switched parameter has this value: `Case(.delivery) { … }`.
public struct ParameterSummaryCaseCondition<
  Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary
>: _ParameterSummarySwitchCase {
  let value: Value
  let summary: Summary

  /// Creates a case for one value.
  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    self.value = value
    self.summary = parameterSummary()
  }

  @_spi(SiriSim) public var caseEntries: [ParameterSummaryCase<Intent, Value>] {
    [ParameterSummaryCase(value: value, render: summary.rendering(for: Intent.self))]
  }
}

/// The name apps write for a case (`AppIntent.Case` inside an intent).
public typealias Case<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary> =
  ParameterSummaryCaseCondition<Intent, Value, Summary>
