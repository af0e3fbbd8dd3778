/// A summary that depends on a parameter's value, one `Case` per value:
/// `Switch(\.$orderType) { Case(.delivery) { … } DefaultCase { … } }`.
public struct ParameterSummarySwitchCondition<
  Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
>: ParameterSummary {
  let keyPath: KeyPath<Intent, IntentParameter<Value>>
  let cases: CaseCondition

  /// Creates a switch over a parameter whose cases the closure lists.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
  ) {
    self.keyPath = keyPath
    self.cases = builder()
  }

  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? {
    let entries = cases.caseEntries
    let current = intent[keyPath: keyPath].currentValue
    let match = entries.first { entry in
      guard let value = entry.value?._unwrapped, let current else { return false }
      return valuesAreEqual(value, current)
    }
    let chosen = match ?? entries.first { $0.value == nil }
    return (chosen?.render).flatMap { render in (intent as? CaseCondition.Intent).flatMap(render) }
  }
}

/// Whether two values are equal, whatever their types (a value whose type is not `Equatable`
/// equals nothing): a case's value and the parameter's.
private func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The name apps write for a switch (`AppIntent.Switch` inside an intent).
public typealias Switch<
  Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
> = ParameterSummarySwitchCondition<Intent, Value, CaseCondition>
