/// What a comparator compares: the operator a Find action offers for a property.
public enum EntityQueryComparatorKind: String, Sendable, Hashable, CaseIterable {
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
  var _kind: EntityQueryComparatorKind { get }
  /// The mapping for the values a person gave (one, or two for `isBetween`).
  func _map(_ values: [PropertyType]) -> ComparatorMappingType?
}

/// `=`: the property equals the value.
public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `EqualToComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .equalTo }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `!=`: the property differs from the value.
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `NotEqualToComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .notEqualTo }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `contains`: the property (text) contains the value.
public final class ContainsComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `ContainsComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .contains }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `begins with`: the property (text) starts with the value.
public final class HasPrefixComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `HasPrefixComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .hasPrefix }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `ends with`: the property (text) ends with the value.
public final class HasSuffixComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `HasSuffixComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .hasSuffix }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `<`: the property is less than the value.
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `LessThanComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .lessThan }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `<=`: the property is at most the value.
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `LessThanOrEqualToComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .lessThanOrEqualTo }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `>`: the property is greater than the value.
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `GreaterThanComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .greaterThan }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
}

/// `>=`: the property is at least the value.
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue {
  let mappingTransform: @Sendable (PropertyType) -> ComparatorMappingType
  /// Creates the comparator: `GreaterThanOrEqualToComparator { value in … }`.
  public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
  public var _kind: EntityQueryComparatorKind { .greaterThanOrEqualTo }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    values.first.map(mappingTransform)
  }
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
  public var _kind: EntityQueryComparatorKind { .isBetween }
  public func _map(_ values: [PropertyType]) -> ComparatorMappingType? {
    guard values.count == 2 else { return nil }
    return mappingTransform(values[0], values[1])
  }
}
