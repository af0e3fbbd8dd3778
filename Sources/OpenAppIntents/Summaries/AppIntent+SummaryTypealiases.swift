extension AppIntent {
  /// `When(\.$x, …) { … } otherwise: { … }` inside an intent, as Apple's framework declares it.
  public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
    ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
  /// `Switch(\.$x) { … }` inside an intent, as Apple's framework declares it.
  public typealias Switch<Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase> =
    ParameterSummarySwitchCondition<Self, Value, CaseCondition>
  /// `Case(value) { … }` inside an intent's `Switch`, as Apple's framework declares it.
  public typealias Case<Value: _IntentValue, Summary: ParameterSummary> =
    ParameterSummaryCaseCondition<Self, Value, Summary>
  /// `DefaultCase { … }` inside an intent.
  public typealias DefaultCase = OpenAppIntents.DefaultCase<Self>
  /// `Summary("…")` inside an intent, as Apple's framework declares it.
  public typealias Summary = IntentParameterSummary<Self>
}
