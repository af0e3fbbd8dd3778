/// A result builder that allows you to declaratively describe the comparators for a queryable
/// property.
///
/// Each comparator must compare values of the property's type: an optional property takes
/// comparators of its unwrapped type (`LessThanComparator` on a `Date?` maps a `Date`).
@resultBuilder
public enum EntityQueryComparatorsBuilder<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>
where
  Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>,
  PropertyType: _IntentValue, PropertyType: Sendable
{
  /// The comparator of an optional property that takes its unwrapped value, such as `<` on a
  /// `Date?`.
  public static func buildExpression(
    _ expression: EntityQueryComparator<
      Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType
    >
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
  where PropertyType: ExpressibleByNilLiteral {
    AnyEntityQueryComparator(expression)
  }

  /// A comparator that takes a value of the property's type.
  public static func buildExpression(
    _ expression: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
    AnyEntityQueryComparator(expression)
  }

  /// A `contains` comparator: text in text, or an element in a sequence.
  public static func buildExpression<InputType>(
    _ expression: ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
  where InputType: _IntentValue {
    AnyEntityQueryComparator(expression)
  }

  /// An `is between` comparator.
  public static func buildExpression<InputType>(
    _ expression: IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
    AnyEntityQueryComparator(expression)
  }

  /// The comparators, in the order written.
  public static func buildBlock(
    _ components: AnyEntityQueryComparator<
      Entity, Subject, Property, PropertyType, ComparatorMappingType
    >...
  ) -> [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>] {
    components
  }
}
