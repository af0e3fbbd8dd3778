/// A protocol that associates a definition type with its corresponding instance type:
/// ``AppEntityDefinition`` with ``AnyAppEntity``, ``AppEnumDefinition`` with ``AnyAppEnum``,
/// ``TransientAppEntityDefinition`` with ``AnyTransientAppEntity``.
///
/// ```swift
/// let drinkEntity = definitions.entities["DrinkEntity"]
/// try drinkEntity.isInstance(entity)
/// let drink: AnyAppEntity = try result.value.as(drinkEntity)
/// ```
public protocol AppIntentTypeDefinition {
  /// The instance type that corresponds to this definition type.
  associatedtype Instance: IntentValueConvertible

  /// Validates that the provided value matches this definition's type; throws when it does
  /// not.
  func isInstance(_ value: Instance) throws
}
