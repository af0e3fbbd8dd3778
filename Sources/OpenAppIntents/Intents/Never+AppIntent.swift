/// `Never` fills Apple's generic placeholders: an intent result that opens no intent is an
/// `IntentResultContainer<…, Never, …>`, so `Never` is an `AppIntent` that can never be made.
///
/// Nothing runs it: a value of `Never` does not exist.
extension Never: AppIntent {
  /// Never shown: no intent of this type exists.
  public static var title: LocalizedStringResource { "Never" }

  /// Never called: there is no value to call it on.
  public func perform() async throws -> IntentResultContainer<Never, Never> { switch self {} }

  /// Never called: `Never` has no value to make.
  public init() { fatalError("Never has no values") }
}

/// `Never` is also the summary of an intent that has none to show.
extension Never: ParameterSummary {
  /// Never used: no summary of this type exists.
  public typealias Intent = Never

  @_spi(SiriSim) public func renderedSummary(for intent: Never) -> ParameterSummaryText? {}
}
