/// Whether a `When` checks that a parameter has a value or that it is empty.
public enum HasValueComparisonOperator: Sendable, Hashable {
  /// The parameter has a value.
  case hasAnyValue
  /// The parameter is empty.
  case hasNoValue
}

/// How a `When` compares a parameter with a value for equality.
public enum EquatableComparisonOperator: Sendable, Hashable {
  /// The parameter's value equals the value.
  case equalTo
  /// The parameter's value differs from the value (an empty parameter differs from any).
  case notEqualTo
}

/// How a `When` orders a parameter against a value.
public enum ComparableComparisonOperator: Sendable, Hashable {
  /// The parameter's value is greater than the value.
  case greaterThan
  /// The parameter's value is greater than or equal to the value.
  case greaterThanOrEqualTo
  /// The parameter's value is less than the value.
  case lessThan
  /// The parameter's value is less than or equal to the value.
  case lessThanOrEqualTo
}

/// How a `When` checks a parameter against a list of values.
public enum OneOfComparisonOperator: Sendable, Hashable {
  /// The parameter's value is one of the values.
  case oneOf
}

/// How a `When` checks a text parameter against a piece of text.
public enum StringComparisonOperator: Sendable, Hashable {
  /// The parameter's text contains the text.
  case contains
  /// The parameter's text does not contain the text (an empty parameter contains nothing).
  case doesNotContain
  /// The parameter's text starts with the text.
  case hasPrefix
  /// The parameter's text ends with the text.
  case hasSuffix
}

extension StringComparisonOperator {
  package func holds(_ current: String?, _ value: String) -> Bool {
    switch self {
    case .contains: return current?.contains(value) ?? false
    case .doesNotContain: return !(current?.contains(value) ?? false)
    case .hasPrefix: return current?.hasPrefix(value) ?? false
    case .hasSuffix: return current?.hasSuffix(value) ?? false
    }
  }
}

extension EquatableComparisonOperator {
  package func holds<Value: Equatable>(_ current: Value?, _ value: Value) -> Bool {
    switch self {
    case .equalTo: return current == value
    case .notEqualTo: return current != value
    }
  }
}

extension ComparableComparisonOperator {
  /// An empty parameter satisfies no ordering.
  package func holds<Value: Comparable>(_ current: Value?, _ value: Value) -> Bool {
    guard let current else { return false }
    switch self {
    case .greaterThan: return current > value
    case .greaterThanOrEqualTo: return current >= value
    case .lessThan: return current < value
    case .lessThanOrEqualTo: return current <= value
    }
  }
}
