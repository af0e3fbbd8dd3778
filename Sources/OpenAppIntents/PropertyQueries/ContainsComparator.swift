import Foundation

/// An object that determines whether the value of a text or sequence property contains the
/// specified value.
///
/// Text properties (`String`, `AttributedString`, and their optionals) take text; a sequence
/// property, such as `[String]`, takes one element.
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>,
  @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// Declares support for the `contains` operator between a `String` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(kind: .contains, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between a `String` property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<String> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  ) where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(
      kind: .contains, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between a `String?` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String,
    PropertyType.UnwrappedType == String
  {
    super.init(kind: .contains, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between a `String?` property and
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
      kind: .contains, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between an `AttributedString` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    Property: EntityProperty<AttributedString>, PropertyType == AttributedString,
    InputType == AttributedString
  {
    super.init(kind: .contains, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between an `AttributedString` property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<AttributedString> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    Property: EntityProperty<AttributedString>, PropertyType == AttributedString,
    InputType == AttributedString
  {
    super.init(
      kind: .contains, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between an `AttributedString?` property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == AttributedString,
    PropertyType.UnwrappedType == AttributedString
  {
    super.init(kind: .contains, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between an `AttributedString?` property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<AttributedString> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: ExpressibleByNilLiteral, InputType == AttributedString,
    PropertyType.UnwrappedType == AttributedString
  {
    super.init(
      kind: .contains, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between a sequence property and
  /// user-supplied values.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where PropertyType: Sequence, InputType == PropertyType.Element, InputType: Equatable {
    super.init(kind: .contains, transform: Self.single(mappingTransform))
  }

  /// Declares support for the `contains` operator between a sequence property and
  /// user-supplied values; the resolvers run on each value first.
  public init<Spec: ResolverSpecification>(
    @ResolverSpecificationBuilder<InputType> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  ) where PropertyType: Sequence, InputType == PropertyType.Element, InputType: Equatable {
    super.init(
      kind: .contains, resolvers: Array(resolvers()), transform: Self.single(mappingTransform))
  }
}
