/// An object that determines whether the value of a comparable property lies between two
/// specified values.
///
/// This comparator is only supported for `Date` types in Shortcuts; SiriSim's `find` offers it
/// for every comparable property that declares it.
public final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>,
  @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: Comparable, InputType == PropertyType.UnwrappedType
{
  /// Declares support for `Between` comparisons between a property and user-supplied values.
  public init(mappingTransform: @escaping (InputType, InputType) -> ComparatorMappingType) {
    super.init(kind: .isBetween, transform: Self.pair(mappingTransform))
  }

  /// Declares support for `Between` comparisons between a property and user-supplied values;
  /// the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<InputType> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType, InputType) -> ComparatorMappingType
  ) {
    super.init(
      kind: .isBetween, resolvers: Array(resolvers()), transform: Self.pair(mappingTransform))
  }

  /// The mapping of the two bounds a person gave.
  private static func pair(_ mapping: @escaping (InputType, InputType) -> ComparatorMappingType)
    -> ([InputType]) -> ComparatorMappingType?
  {
    { values in values.count == 2 ? mapping(values[0], values[1]) : nil }
  }
}
