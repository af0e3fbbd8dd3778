/// A summary that depends on a parameter's value: `When(\.$quantity, .greaterThan, 1) { … }
/// otherwise: { … }` shows one summary while the condition holds and the other when it does not.
public struct ParameterSummaryWhenCondition<
  Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>: ParameterSummary {
  let condition: (Intent) -> Bool
  let then: (Intent) -> ParameterSummaryText?
  let otherwise: (Intent) -> ParameterSummaryText?

  init(
    condition: @escaping (Intent) -> Bool, then: () -> WhenCondition, otherwise: () -> Otherwise
  ) {
    self.condition = condition
    self.then = then().rendering(for: Intent.self)
    self.otherwise = otherwise().rendering(for: Intent.self)
  }

  /// Shows `when` while the parameter has a value (`.hasAnyValue`) or is empty (`.hasNoValue`).
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    let wanted = comparisonOperator == .hasAnyValue
    self.init(
      condition: { ($0[keyPath: keyPath].currentValue != nil) == wanted }, then: when,
      otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value is equal (`.equalTo`) or not equal
  /// (`.notEqualTo`) to `value`.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: EquatableComparisonOperator, _ value: Value.ValueType,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Equatable {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value compares with `value` as the operator says.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: ComparableComparisonOperator, _ value: Value.ValueType,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Comparable {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's text contains, lacks, starts or ends with `value`.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: StringComparisonOperator, _ value: String,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType == String {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue, value) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the parameter's value is one of `values`.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: OneOfComparisonOperator, _ values: [Value.ValueType],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: Equatable {
    self.init(
      condition: { intent in
        intent[keyPath: keyPath].typedValue.map { values.contains($0) } ?? false
      }, then: when, otherwise: otherwise)
  }

  /// Shows `when` while the chosen entity's identifier compares with `identifier`.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    identifier comparisonOperator: EquatableComparisonOperator,
    _ identifier: Value.ValueType.ID,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: AppEntity {
    self.init(
      condition: { comparisonOperator.holds($0[keyPath: keyPath].typedValue?.id, identifier) },
      then: when, otherwise: otherwise)
  }

  /// Shows `when` while the chosen entity's identifier is one of `identifiers`.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    identifier comparisonOperator: OneOfComparisonOperator, _ identifiers: [Value.ValueType.ID],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Value.ValueType: AppEntity {
    self.init(
      condition: { intent in
        intent[keyPath: keyPath].typedValue.map { identifiers.contains($0.id) } ?? false
      }, then: when, otherwise: otherwise)
  }

  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? {
    condition(intent) ? then(intent) : otherwise(intent)
  }
}

extension ParameterSummaryWhenCondition where Otherwise == EmptyParameterSummary<Intent> {
  /// Shows `when` while the parameter has a value or is empty, and nothing otherwise.
  public init<Value>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition
  ) {
    self.init(keyPath, comparisonOperator, when, otherwise: { EmptyParameterSummary<Intent>() })
  }
}

/// The name Apple's samples use for a conditional summary.
public typealias When<
  Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
> =
  ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>
