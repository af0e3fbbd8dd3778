/// A thing from the app that intents work with, such as a soup on the menu.
///
/// An entity has a stable identifier, a display representation, a type name and a default
/// query through which Siri finds entities by identifier, by suggestion or by text.
public protocol AppEntity: AppValue, Identifiable, DisplayRepresentable,
  TypeDisplayRepresentable
where ID: Sendable {
  /// The query Siri uses to find entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
  /// The query Siri uses to find entities of this type.
  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// Entities are filled through their query.
  public static var _valueKind: IntentValueKind { .entity(EntityValueSupport(Self.self)) }
}

// `TypeDisplayRepresentable` again (`AppValue` has it): without it, a schema macro's default
// type name does not satisfy the requirement through `AppValue` (Swift 6.3).
/// An entity that exists only as an intent's result, with no identifier and no query.
public protocol TransientAppEntity: AppValue, DisplayRepresentable, TypeDisplayRepresentable {
  /// Creates an empty entity.
  init()
}

extension TransientAppEntity {
  /// A transient entity is never typed in by a person.
  public static var _valueKind: IntentValueKind {
    .unsupported(typeName: typeDisplayRepresentation.name.defaultValue)
  }
}
