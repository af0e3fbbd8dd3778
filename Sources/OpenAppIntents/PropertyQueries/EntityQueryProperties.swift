/// A type that provides the properties to include in a property-matched query:
/// `QueryProperties { Property(…) { … } }`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: Sendable {
  /// The properties, in declaration order.
  let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

  /// Creates the properties from a builder of `Property(…) { … }` entries.
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () ->
      [EntityQueryPropertyDeclaration<
        Entity, ComparatorMappingType
      >]
  ) {
    self.properties = properties()
  }

  /// The property at a position.
  public subscript(index: Int) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    properties[index]
  }
}
