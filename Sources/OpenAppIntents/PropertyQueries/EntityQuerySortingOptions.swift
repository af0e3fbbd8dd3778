/// The properties a property query's results may be sorted by:
/// `SortingOptions { SortableBy(\TrailEntity.$name) }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
  /// The sort keys, in declaration order.
  public let sortableBy: [EntityQuerySortableByProperty<Entity>]

  /// Creates the options from a builder of `SortableBy(…)` entries.
  public init(
    @EntityQuerySortingOptionsBuilder<Entity> sortableBy: () -> [EntityQuerySortableByProperty<
      Entity
    >]
  ) {
    self.sortableBy = sortableBy()
  }

  /// The sort key at a position.
  public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { sortableBy[index] }
}

/// A property results may be sorted by.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
  /// The key path to the entity's `@Property`.
  public let keyPath: PartialKeyPath<Entity>
  /// The `@Property` of an entity, to read its title and name.
  let property: (Entity) -> AnyEntityProperty

  /// A sort key: `SortableBy(\TrailEntity.$trailLength)`.
  public init<Value: _IntentValue>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
    self.keyPath = keyPath
    property = { entity in entity[keyPath: keyPath] }
  }
}

/// Builds a query's sort keys.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
  public static func buildExpression(_ key: EntityQuerySortableByProperty<Entity>)
    -> [EntityQuerySortableByProperty<Entity>]
  {
    [key]
  }

  public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...)
    -> [EntityQuerySortableByProperty<Entity>]
  {
    parts.flatMap { $0 }
  }
}
