/// The summary used when no `Case` matches, in Apple's generic shape (what
/// `ParameterSummaryCaseBuilder` accepts beside `DefaultCase { … }`).
public struct ParameterSummaryDefaultCaseCondition<
  Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary
>: _ParameterSummarySwitchCase {
  let summary: Summary

  /// Creates the default case.
  public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    self.summary = parameterSummary()
  }

  @_spi(SiriSim) public var caseEntries: [ParameterSummaryCase<Intent, Value>] {
    [ParameterSummaryCase(value: nil, render: summary.rendering(for: Intent.self))]
  }
}
