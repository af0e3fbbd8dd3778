import ConversationRuntime

/// A container that stores a value that supports intent value conversion: what
/// ``IntentValueConvertible/makeContainer(context:)`` makes.
///
/// Apple's type comes from `AppIntentsTypeSupport`, with no public initializer: a type of your
/// own makes its container from a value that conforms (`name.makeContainer(context: context)`).
public struct IntentValueContainer: Sendable, Equatable {
  /// A context that provides additional information for value conversion. SiriSim's carries
  /// none.
  public struct ConversionContext: Sendable, Hashable {}

  /// The value, as SiriSim's runtime is given it.
  let value: _IntentTestingValue

  init(_ value: _IntentTestingValue) {
    self.value = value
  }

  /// An intent value expression that represents this container.
  public func makeExpression() -> IntentValueExpression {
    IntentValueExpression(value)
  }

  /// Whether two containers hold equal values: the same text, reference, case, list, or
  /// equal values of one type (two values that are not `Hashable` are never equal).
  public static func == (lhs: IntentValueContainer, rhs: IntentValueContainer) -> Bool {
    same(lhs.value.preset, rhs.value.preset)
  }

  private static func same(_ lhs: PresetValue, _ rhs: PresetValue) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): return true
    case (.words(let a), .words(let b)): return a == b
    case (.entity(let typeA, let idA), .entity(let typeB, let idB)):
      return typeA == typeB && idA == idB
    case (.enumCase(let typeA, let rawA), .enumCase(let typeB, let rawB)):
      return typeA == typeB && rawA == rawB
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (.value(let a), .value(let b)):
      guard let a = a as? any Hashable, let b = b as? any Hashable else { return false }
      return AnyHashable(a) == AnyHashable(b)
    default: return false
    }
  }
}
