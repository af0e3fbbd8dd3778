import Foundation

/// A value that can be checked against a parameter's `inclusiveRange`.
public protocol RangeComparableProperty: _IntentValue, Comparable {}

extension Int: RangeComparableProperty {}
extension Double: RangeComparableProperty {}
extension Decimal: RangeComparableProperty {}

/// An interface for validating that a value is within a parameter's defined inclusive range.
public protocol RangeCheckingResolver: Resolver {}

extension RangeCheckingResolver {
  /// Throws when `value` is outside the parameter's `inclusiveRange`; Siri then says the range
  /// and asks again.
  public func checkParameterRangeContains<Value>(
    value: Value, context: IntentParameterContext<Self.Output>
  ) throws
  where Value: RangeComparableProperty, Value == Self.Output.ValueType, Self.Output: Sendable {
    guard let number = NumberBridging.convert(value, to: Double.self),
      let range = context.descriptor.numericRange, !range.contains(number)
    else { return }
    throw ParameterRangeError(number: number)
  }
}

extension ParameterDescriptor {
  /// The range a number or an amount of money must be in, as numbers.
  var numericRange: ClosedRange<Double>? {
    if let inclusiveRange { return inclusiveRange }
    guard let amounts = entry.currencyRange else { return nil }
    let low = NSDecimalNumber(decimal: amounts.lowerBound).doubleValue
    return low...NSDecimalNumber(decimal: amounts.upperBound).doubleValue
  }
}
