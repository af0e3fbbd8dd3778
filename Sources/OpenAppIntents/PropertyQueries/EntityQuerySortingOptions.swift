/// The potential properties you can use to sort the results of a query:
/// `SortingOptions { SortableBy(\TrailEntity.$name) }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
  /// The sort keys, in declaration order.
  let sortableBy: [EntityQuerySortableByProperty<Entity>]

  /// Creates the options from a builder of `SortableBy(…)` entries.
  public init(
    @EntityQuerySortingOptionsBuilder<Entity> content: () -> [EntityQuerySortableByProperty<
      Entity
    >]
  ) {
    sortableBy = content()
  }

  /// Creates options with no sort keys: results cannot be sorted.
  public init() {
    sortableBy = []
  }

  /// The sort key at a position.
  public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { sortableBy[index] }
}

/// Details about a specific property you use to sort the query results.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
  // Immutable: a key path and a closure set once at declaration.
  /// The key path to the entity's `@Property`.
  let keyPath: PartialKeyPath<Entity>
  /// The `@Property` of an entity, to read its title and name; `nil` when the key path names
  /// something else.
  let property: (Entity) -> AnyEntityProperty?

  /// A sort key: `SortableBy(\TrailEntity.$trailLength)`.
  public init<Property>(_ keyPath: KeyPath<Entity, Property>) {
    self.keyPath = keyPath
    property = { entity in entity[keyPath: keyPath] as? AnyEntityProperty }
  }
}

/// A result builder that allows you to declaratively describe the sorting options for an
/// entity query.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
  /// Takes one `SortableBy(…)`.
  public static func buildExpression(_ expression: EntityQuerySortableByProperty<Entity>)
    -> EntityQuerySortableByProperty<Entity>
  {
    expression
  }

  /// The sort keys, in the order written.
  public static func buildBlock(_ components: EntityQuerySortableByProperty<Entity>...)
    -> [EntityQuerySortableByProperty<Entity>]
  {
    components
  }
}
