/// The properties a property query filters on: `QueryProperties { Property(…) { … } }`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: Sendable {
  /// The properties, in declaration order.
  public let properties: [EntityQueryProperty<Entity, ComparatorMappingType>]

  /// Creates the properties from a builder of `Property(…) { … }` entries.
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties:
      () -> [EntityQueryProperty<Entity, ComparatorMappingType>]
  ) {
    self.properties = properties()
  }
}

/// One property of a property query and the comparisons a person may make on it.
///
/// Immutable: key paths and closures set once at declaration, so it is safe to share.
public struct EntityQueryProperty<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  /// The key path to the entity's `@Property`, such as `\TrailEntity.$name`.
  public let keyPath: PartialKeyPath<Entity>
  /// How values of the property are read and shown.
  public let valueKind: IntentValueKind
  /// The `@Property` of an entity, to read its title and name.
  let property: (Entity) -> AnyEntityProperty
  /// The comparators, in declaration order.
  let comparators: [AnyEntityQueryComparator<ComparatorMappingType>]

  /// A property and its comparators: `Property(\TrailEntity.$name) { ContainsComparator { … } }`.
  public init<Value: _IntentValue>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators:
      () -> [AnyEntityQueryComparator<ComparatorMappingType>]
  ) {
    self.keyPath = keyPath
    valueKind = Value._valueKind
    property = { entity in entity[keyPath: keyPath] }
    self.comparators = comparators()
  }

  /// The operators the property offers, in declaration order.
  @_spi(SiriSim) public var comparatorKinds: [EntityQueryComparatorKind] { comparators.map(\.kind) }
}

/// A comparator with its property's value type erased, for the runtime.
public struct AnyEntityQueryComparator<ComparatorMappingType>: Sendable {
  /// The operator.
  @_spi(SiriSim) public let kind: EntityQueryComparatorKind
  /// The mapping for values of the property's value type; `nil` when a value is of another
  /// type or missing.
  let map: @Sendable ([any Sendable]) -> ComparatorMappingType?

  init<Comparator: EntityQueryComparator>(_ comparator: Comparator)
  where Comparator.ComparatorMappingType == ComparatorMappingType {
    kind = comparator._kind
    map = { values in
      let typed = values.compactMap { $0 as? Comparator.PropertyType }
      guard typed.count == values.count else { return nil }
      return comparator._map(typed)
    }
  }
}

/// Builds a query's properties.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
  public static func buildExpression(_ property: EntityQueryProperty<Entity, ComparatorMappingType>)
    -> [EntityQueryProperty<Entity, ComparatorMappingType>]
  {
    [property]
  }

  public static func buildBlock(_ parts: [EntityQueryProperty<Entity, ComparatorMappingType>]...)
    -> [EntityQueryProperty<Entity, ComparatorMappingType>]
  {
    parts.flatMap { $0 }
  }
}

/// Builds a property's comparators; each must compare values of the property's type.
@resultBuilder
public enum EntityQueryComparatorsBuilder<PropertyType: _IntentValue, ComparatorMappingType> {
  public static func buildExpression<Comparator: EntityQueryComparator>(_ comparator: Comparator)
    -> [AnyEntityQueryComparator<ComparatorMappingType>]
  where
    Comparator.Property == EntityProperty<PropertyType>,
    Comparator.PropertyType == PropertyType,
    Comparator.ComparatorMappingType == ComparatorMappingType
  {
    [AnyEntityQueryComparator(comparator)]
  }

  public static func buildBlock(_ parts: [AnyEntityQueryComparator<ComparatorMappingType>]...)
    -> [AnyEntityQueryComparator<ComparatorMappingType>]
  {
    parts.flatMap { $0 }
  }
}
