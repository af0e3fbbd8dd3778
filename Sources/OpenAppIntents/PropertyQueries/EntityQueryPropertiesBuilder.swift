/// A result builder that allows you to declaratively describe the properties to include in a
/// property-matched query.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
  /// Takes one `Property(…) { … }`.
  public static func buildExpression(
    _ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
  ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    expression
  }

  /// The properties, in the order written.
  public static func buildBlock(
    _ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
  ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
    components
  }
}
