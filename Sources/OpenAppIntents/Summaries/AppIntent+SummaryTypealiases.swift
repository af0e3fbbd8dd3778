extension AppIntent {
  /// `When(\.$x, …) { … } otherwise: { … }` inside an intent, as Apple's framework declares it.
  public typealias When = ParameterSummaryWhenCondition<Self>
  /// `DefaultCase { … }` inside an intent, as Apple's framework declares it.
  public typealias DefaultCase = OpenAppIntents.DefaultCase<Self>
  /// `Summary("…")` inside an intent, as Apple's framework declares it.
  public typealias Summary = IntentParameterSummary<Self>
}
