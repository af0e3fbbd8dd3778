import Foundation

/// An object that determines whether the value of a text property ends with the specified
/// value.
///
/// It compares `String` and `String?` properties.
public final class HasSuffixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>,
  @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// Declares support for the `hasSuffix` operator between a `String` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(kind: .hasSuffix, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `hasSuffix` operator between a `String` property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<String> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  ) where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(
      kind: .hasSuffix, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }

  /// Declares support for the `hasSuffix` operator between a `String?` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String,
    PropertyType.UnwrappedType == String
  {
    super.init(kind: .hasSuffix, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `hasSuffix` operator between a `String?` property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<String> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String,
    PropertyType.UnwrappedType == String
  {
    super.init(
      kind: .hasSuffix, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }
}
