/// An object that identifies a specific entity property and the query comparators it supports.
///
/// `Property(…) { }` creates one (an `EntityQueryProperty`); the runtime reads it without
/// knowing the property's type.
// Immutable: closures set once at declaration, so it is safe to share.
public class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>: @unchecked Sendable {
  /// How values of the property are read and shown.
  let valueKind: IntentValueKind
  /// The `@Property` of an entity, to read its title and name.
  let property: (Entity) -> AnyEntityProperty
  /// The value that declares the property: the entity, or the subject its provider gives.
  let owner: (Entity) -> Any
  /// The comparators, in declaration order.
  let comparators: [ErasedEntityQueryComparator<ComparatorMappingType>]

  init(
    valueKind: IntentValueKind, property: @escaping (Entity) -> AnyEntityProperty,
    owner: @escaping (Entity) -> Any,
    comparators: [ErasedEntityQueryComparator<ComparatorMappingType>]
  ) {
    self.valueKind = valueKind
    self.property = property
    self.owner = owner
    self.comparators = comparators
  }

  /// The operators the property offers, in declaration order.
  var comparatorKinds: [EntityQueryComparatorKind] { comparators.map(\.kind) }
}
