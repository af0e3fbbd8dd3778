/// A summary that depends on an enum parameter's value, one `Case` per value.
public struct Switch<Intent: AppIntent, Value: _IntentValue>: ParameterSummary
where Value.ValueType: AppEnum {
  let keyPath: KeyPath<Intent, IntentParameter<Value>>
  let cases: [ParameterSummaryCase<Intent, Value.ValueType>]

  /// Creates a switch over a parameter.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value.ValueType> _ cases: () -> [ParameterSummaryCase<
      Intent, Value.ValueType
    >]
  ) {
    self.keyPath = keyPath
    self.cases = cases()
  }

  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? {
    let current = intent[keyPath: keyPath].currentValue as? Value.ValueType
    let match = cases.first { entry in entry.value != nil && entry.value == current }
    let chosen = match ?? cases.first { $0.value == nil }
    return chosen?.render(intent)
  }
}

/// One branch of a `Switch`: a `Case` or the `DefaultCase`.
public struct ParameterSummaryCase<Intent: AppIntent, Value: AppEnum> {
  let value: Value?
  let render: (Intent) -> ParameterSummaryText?
}

/// The summary used when the switched parameter has this value.
public struct Case<Intent: AppIntent, Value: AppEnum> {
  let entry: ParameterSummaryCase<Intent, Value>

  /// Creates a case.
  public init<Content: ParameterSummary>(
    _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) where Content.Intent == Intent {
    let summary = content()
    entry = ParameterSummaryCase(value: value, render: { summary.renderedSummary(for: $0) })
  }
}

/// The summary used when no `Case` matches.
public struct DefaultCase<Intent: AppIntent> {
  let render: (Intent) -> ParameterSummaryText?

  /// Creates the default case.
  public init<Content: ParameterSummary>(
    @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) where Content.Intent == Intent {
    let summary = content()
    render = { summary.renderedSummary(for: $0) }
  }
}

/// Builds the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: AppEnum> {
  public static func buildExpression(_ item: Case<Intent, Value>) -> [ParameterSummaryCase<
    Intent, Value
  >] { [item.entry] }
  public static func buildExpression(_ item: DefaultCase<Intent>) -> [ParameterSummaryCase<
    Intent, Value
  >] { [ParameterSummaryCase(value: nil, render: item.render)] }
  public static func buildBlock(_ parts: [ParameterSummaryCase<Intent, Value>]...)
    -> [ParameterSummaryCase<Intent, Value>]
  { parts.flatMap { $0 } }
}

extension AppIntent {
  /// The intent's parameter summary for its current values, or `nil` when it has none.
  @_spi(SiriSim) public var parameterSummaryText: ParameterSummaryText? {
    Self.render(Self.parameterSummary, for: self)
  }

  private static func render<Content: ParameterSummary>(_ summary: Content, for intent: Self)
    -> ParameterSummaryText?
  {
    guard let intent = intent as? Content.Intent else { return nil }
    return summary.renderedSummary(for: intent)
  }
}
