/// An object that determines whether the value of an equatable property is not equal to the specified value.
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>,
  @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Equatable,
  PropertyType: Sendable
{
  /// Declares support for `Equatable` `!=` comparisons between a property and user-supplied values.
  public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
    super.init(kind: .notEqualTo, transform: Self.single(mappingTransform))
  }

  /// Declares support for `Equatable` `!=` comparisons between a property and user-supplied values. The resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
  ) {
    super.init(
      kind: .notEqualTo, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }
}
