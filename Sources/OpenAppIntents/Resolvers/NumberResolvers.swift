import Foundation

// Apple's resolvers between whole numbers, decimals and text, each checking the parameter's
// `inclusiveRange`. SiriSim reads spoken numbers itself ("twelve", "3.5"); these run when a
// parameter lists them in `resolvers:`.

/// A resolver that validates an integer is within the parameter's inclusive range.
public typealias IntResolver = _IntentNumberResolver<Int>

/// A resolver that validates a double is within the parameter's inclusive range.
public typealias DoubleResolver = _IntentNumberResolver<Double>

/// A resolver that validates a number is within the parameter's inclusive range: Apple's
/// `IntResolver` and `DoubleResolver`, which differ only in the number's type.
public struct _IntentNumberResolver<Number: _IntentNumberValue & RangeComparableProperty>:
  RangeCheckingResolver
where Number.ValueType == Number {
  /// Creates the resolver.
  public init() {}

  /// The number itself, once it is known to be in range.
  public func resolve(from input: Number, context: IntentParameterContext<Number>) async throws
    -> Number?
  {
    try checkParameterRangeContains(value: input, context: context)
    return input
  }
}

/// A resolver that converts a string into an integer in the specified base and validates the
/// result is within the parameter's inclusive range.
public struct IntFromStringResolver: RangeCheckingResolver {
  /// The base the digits are in.
  public var radix: Int

  /// Creates a resolver that reads digits in base `radix`.
  public init(radix: Int = 10) { self.radix = radix }

  /// The whole number the text spells in the radix, or `nil`.
  public func resolve(from input: String, context: IntentParameterContext<Int>) async throws
    -> Int?
  {
    guard (2...36).contains(radix),
      let value = Int(input.trimmingCharacters(in: .whitespaces), radix: radix)
    else { return nil }
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}

/// A resolver that converts a double into an integer using the specified rounding rule and
/// validates the result is within the parameter's inclusive range.
public struct IntFromDoubleResolver: RangeCheckingResolver {
  /// How a fraction is rounded.
  public var roundingRule: FloatingPointRoundingRule

  /// Creates a resolver that rounds by `roundingRule`.
  public init(roundingRule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
    self.roundingRule = roundingRule
  }

  /// The rounded number, or `nil` when it is not finite or too large for an `Int`.
  public func resolve(from input: Double, context: IntentParameterContext<Int>) async throws
    -> Int?
  {
    let rounded = input.rounded(roundingRule)
    guard rounded.isFinite, abs(rounded) < 9e18 else { return nil }
    try checkParameterRangeContains(value: Int(rounded), context: context)
    return Int(rounded)
  }
}

/// A resolver that converts a string into a double and validates the result is within the
/// parameter's inclusive range.
public struct DoubleFromStringResolver: RangeCheckingResolver {
  /// Creates the resolver.
  public init() {}

  /// The number the text spells, or `nil`.
  public func resolve(from input: String, context: IntentParameterContext<Double>) async throws
    -> Double?
  {
    guard let value = Double(input.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}

/// A resolver that converts an integer into a double and validates the result is within the
/// parameter's inclusive range.
public struct DoubleFromIntResolver: RangeCheckingResolver {
  /// Creates the resolver.
  public init() {}

  /// The number as a double.
  public func resolve(from input: Int, context: IntentParameterContext<Double>) async throws
    -> Double?
  {
    try checkParameterRangeContains(value: Double(input), context: context)
    return Double(input)
  }
}
