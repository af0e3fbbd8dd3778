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

/// A comparator of a property query: an operator and how a value compared with the property
/// becomes the query's `ComparatorMappingType`.
///
/// Each of Apple's comparator classes conforms; queries list them inside `Property(…) { }`.
public protocol EntityQueryComparator<PropertyType, ComparatorMappingType>: Sendable {
  /// The property the comparator belongs to (`EntityProperty<PropertyType>`).
  associatedtype Property
  /// The property's value type.
  associatedtype PropertyType
  /// What a comparison becomes.
  associatedtype ComparatorMappingType
  /// The operator.
  @_spi(SiriSim) var _kind: EntityQueryComparatorKind { get }
  /// The mapping for the values a person gave (one, or two for `isBetween`).
  func _map(_ values: [PropertyType]) -> ComparatorMappingType?
}

/// What the one-value comparators share: the transform from the value a person gave to the
/// query's mapping type. Write the operator's own class (`EqualToComparator { value in … }`).
public class _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType

  /// Creates the comparator from how a value becomes the mapping type.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }

  /// The operator; each subclass names its own.
  class var kind: EntityQueryComparatorKind { .equalTo }

  @_spi(SiriSim) public var _kind: EntityQueryComparatorKind { Self.kind }

  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `=`: the property equals the value.
public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .equalTo }
}

/// `!=`: the property differs from the value.
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .notEqualTo }
}

/// `contains`: the property (text) contains the value.
public final class ContainsComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .contains }
}

/// `begins with`: the property (text) starts with the value.
public final class HasPrefixComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .hasPrefix }
}

/// `ends with`: the property (text) ends with the value.
public final class HasSuffixComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .hasSuffix }
}

/// `<`: the property is less than the value.
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .lessThan }
}

/// `<=`: the property is at most the value.
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .lessThanOrEqualTo }
}

/// `>`: the property is greater than the value.
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .greaterThan }
}

/// `>=`: the property is at least the value.
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  _EntityQuerySingleValueComparator<Property, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  override class var kind: EntityQueryComparatorKind { .greaterThanOrEqualTo }
}

/// `is between`: the property lies between two values (Shortcuts offers it for dates).
public final class IsBetweenComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType, PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `IsBetweenComparator { low, high in … }`.
  public init(
    mappingTransform: @escaping @Sendable (PropertyType, PropertyType) -> ComparatorMappingType
  ) {
    self.mappingTransform = mappingTransform
  }
  @_spi(SiriSim) public var _kind: EntityQueryComparatorKind { .isBetween }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    guard values.count == 2 else { return nil }
    return mappingTransform(values[0], values[1])
  }
}
