/// Builds the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
  public static func buildExpression<Summary>(
    _ item: ParameterSummaryCaseCondition<Intent, Value, Summary>
  ) -> [ParameterSummaryCase<Intent, Value>] { item.caseEntries }
  public static func buildExpression<Summary>(
    _ item: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>
  ) -> [ParameterSummaryCase<Intent, Value>] { item.caseEntries }
  public static func buildExpression(_ item: DefaultCase<Intent>)
    -> [ParameterSummaryCase<Intent, Value>]
  { [ParameterSummaryCase(value: nil, render: item.render)] }
  public static func buildBlock(_ parts: [ParameterSummaryCase<Intent, Value>]...)
    -> ParameterSummaryTupleCaseCondition<Intent, Value, Value.ValueType>
  { ParameterSummaryTupleCaseCondition(caseEntries: parts.flatMap { $0 }) }
}
