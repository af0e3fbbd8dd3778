/// An object that determines whether the value of a comparable property is greater than the
/// specified value.
///
/// An optional property compares with the value it holds: the mapping takes
/// `PropertyType.UnwrappedType`.
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator<
    Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType
  >, @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  PropertyType.UnwrappedType: Comparable
{
  /// Declares support for `Comparable` `>` comparisons between a property and user-supplied
  /// values.
  public init(
    mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType
  ) {
    super.init(kind: .greaterThan, transform: Self.single(mappingTransform))
  }

  /// Declares support for `Comparable` `>` comparisons between a property and user-supplied
  /// values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType
  ) {
    super.init(
      kind: .greaterThan, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }
}
