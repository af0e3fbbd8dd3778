/// An object that provides the supported comparators you use to describe the different ways
/// users can query against a property of an app entity.
///
/// Write it as `Property(\TrailEntity.$name) { ContainsComparator { … } }` inside a query's
/// `QueryProperties { }`; the key path's property type decides which comparators fit.
public final class EntityQueryProperty<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>, @unchecked Sendable
where
  Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>,
  PropertyType: _IntentValue, PropertyType: Sendable
{
  /// A type alias for the type that represents a collection of query comparators.
  public typealias QueryComparators = [AnyEntityQueryComparator<
    Entity, Subject, Property, PropertyType, ComparatorMappingType
  >]

  /// Initializes an `EntityQueryProperty` that applies to the property at `keyPath` of the
  /// subject `entityProvider` gives for each entity.
  public init(
    _ keyPath: KeyPath<Subject, Property>, entityProvider: @escaping (Entity) -> Subject,
    @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType>
    comparators: () -> QueryComparators
  ) {
    super.init(
      valueKind: PropertyType._valueKind,
      property: { entity in entityProvider(entity)[keyPath: keyPath] },
      owner: { entity in entityProvider(entity) },
      comparators: comparators().map(\.erased))
  }

  /// Initializes an `EntityQueryProperty` that applies to the entity property at `keyPath`.
  public convenience init(
    _ keyPath: KeyPath<Subject, Property>,
    @EntityQueryComparatorsBuilder<Entity, Entity, Property, PropertyType, ComparatorMappingType>
    comparators: () -> QueryComparators
  ) where Entity == Subject {
    self.init(keyPath, entityProvider: { $0 }, comparators: comparators)
  }
}
