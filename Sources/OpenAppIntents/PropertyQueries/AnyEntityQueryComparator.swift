/// A type that erases the type information of the underlying query comparator.
///
/// `Property(…) { }` builds one for each comparator it lists; the runtime reaches the operator
/// and the mapping through it without knowing the property's type.
public struct AnyEntityQueryComparator<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>:
  Sendable
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable {
  /// The operator and the mapping, for the runtime.
  let erased: ErasedEntityQueryComparator<ComparatorMappingType>

  init<InputType>(
    _ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) {
    erased = ErasedEntityQueryComparator(comparator)
  }
}
