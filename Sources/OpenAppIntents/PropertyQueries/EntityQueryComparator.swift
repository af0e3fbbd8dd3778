/// The base class for all concrete entity query comparators.
///
/// A comparator is one comparison a person can make on a property in a Find action ("Trail
/// Length is at least 10 km"). Its mapping transform turns the value they give, of `InputType`,
/// into the query's `ComparatorMappingType`, which `entities(matching:mode:sortedBy:limit:)`
/// receives. List the concrete comparators inside a query's `Property(…) { }`:
///
/// ```swift
/// Property(\TrailEntity.$trailLength) {
///   GreaterThanComparator { length in #Predicate<TrailEntity> { $0.trailLength > length } }
/// }
/// ```
// Set once at declaration and never changed, so sharing one is safe although Apple's mapping
// closures are not `@Sendable`.
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  @unchecked Sendable
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// The operator.
  let kind: EntityQueryComparatorKind
  /// The mapping for the values a person gave: one, or two for `isBetween`.
  let transform: ([InputType]) -> ComparatorMappingType?
  /// The resolvers a `withResolvers:` initializer lists, run on each value before the mapping.
  let resolvers: [any Resolver]

  init(
    kind: EntityQueryComparatorKind, resolvers: [any Resolver] = [],
    transform: @escaping ([InputType]) -> ComparatorMappingType?
  ) {
    self.kind = kind
    self.resolvers = resolvers
    self.transform = transform
  }

  /// The mapping of a one-value comparator: the first value, transformed.
  static func single(_ mapping: @escaping (InputType) -> ComparatorMappingType)
    -> ([InputType]) -> ComparatorMappingType?
  {
    { values in values.count == 1 ? mapping(values[0]) : nil }
  }
}
