/// A summary that depends on a parameter's value: `When(\.$quantity, .greaterThan, 1) { … }
/// otherwise: { … }` shows one summary while the condition holds and the other when it does not.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary {
  let condition: (Intent) -> Bool
  let then: (Intent) -> ParameterSummaryText?
  let otherwise: (Intent) -> ParameterSummaryText?

  init<Then: ParameterSummary, Otherwise: ParameterSummary>(
    condition: @escaping (Intent) -> Bool, then: () -> Then, otherwise: () -> Otherwise
  ) where Then.Intent == Intent, Otherwise.Intent == Intent {
    self.condition = condition
    let thenSummary = then()
    let otherwiseSummary = otherwise()
    self.then = { thenSummary.renderedSummary(for: $0) }
    self.otherwise = { otherwiseSummary.renderedSummary(for: $0) }
  }

  /// Shows `when` while the parameter has a value (`.hasAnyValue`) or is empty (`.hasNoValue`).
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Then.Intent == Intent, Otherwise.Intent == Intent {
    let wanted = comparisonOperator == .hasAnyValue
    self.init(
      condition: { ($0[keyPath: keyPath].currentValue != nil) == wanted }, then: when,
      otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value is equal (`.equalTo`) or not equal
  /// (`.notEqualTo`) to `value`.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: EquatableComparisonOperator, _ value: Value.ValueType,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Equatable, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value compares with `value` as the operator says.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: ComparableComparisonOperator, _ value: Value.ValueType,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Comparable, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's text contains, lacks, starts or ends with `value`.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: StringComparisonOperator, _ value: String,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType == String, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value is one of `values`.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: OneOfComparisonOperator, _ values: [Value.ValueType],
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Equatable, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { intent in
        intent[keyPath: keyPath].typedValue.map { values.contains($0) } ?? false
      }, then: when, otherwise: otherwise)
  }

  /// Shows `when` while the chosen entity's identifier compares with `identifier`.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    identifier comparisonOperator: EquatableComparisonOperator,
    _ identifier: Value.ValueType.ID,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: AppEntity, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue?.id, identifier) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the chosen entity's identifier is one of `identifiers`.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    identifier comparisonOperator: OneOfComparisonOperator, _ identifiers: [Value.ValueType.ID],
    @ParameterSummaryBuilder<Intent> _ when: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: AppEntity, Then.Intent == Intent, Otherwise.Intent == Intent {
    self.init(
      condition: { intent in
        intent[keyPath: keyPath].typedValue.map { identifiers.contains($0.id) } ?? false
      }, then: when, otherwise: otherwise)
  }

  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? {
    condition(intent) ? then(intent) : otherwise(intent)
  }
}

extension ParameterSummaryWhenCondition {
  /// Shows `when` while the parameter has a value or is empty, and nothing otherwise.
  public init<Value, Then: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> Then
  ) where Then.Intent == Intent {
    self.init(keyPath, comparisonOperator, when, otherwise: { EmptyParameterSummary<Intent>() })
  }
}

/// The name Apple's samples use for a conditional summary.
public typealias When<Intent: AppIntent> = ParameterSummaryWhenCondition<Intent>
