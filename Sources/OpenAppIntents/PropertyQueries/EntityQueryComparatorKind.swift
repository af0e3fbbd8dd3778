/// What a comparator compares: the operator a Find action offers for a property.
@_spi(SiriSim) public enum EntityQueryComparatorKind: String, Sendable, Hashable, CaseIterable {
  /// `=`
  case equalTo
  /// `!=`
  case notEqualTo
  /// `contains`
  case contains
  /// `begins with`
  case hasPrefix
  /// `ends with`
  case hasSuffix
  /// `<`
  case lessThan
  /// `<=`
  case lessThanOrEqualTo
  /// `>`
  case greaterThan
  /// `>=`
  case greaterThanOrEqualTo
  /// `is between`: two values.
  case isBetween

  /// How many values the comparison takes.
  public var valueCount: Int { self == .isBetween ? 2 : 1 }
}
