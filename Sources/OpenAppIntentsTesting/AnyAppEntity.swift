import OpenAppIntents

/// An app entity of the app under test, by its identifier, with its properties readable by name
/// once an intent has returned it.
///
/// ```swift
/// let soup = definitions.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
/// let book: AnyAppEntity = try result.value
/// let title: String? = book.title
/// ```
///
/// A reference made with ``AppEntityDefinition/makeReference(identifier:)`` is found through
/// the entity's query when an intent it is given to runs. Its properties are known once an
/// intent returns the entity: SiriSim reads them from the entity itself, and a reference made
/// from an identifier alone has none yet.
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, Equatable {
  /// The value that uniquely identifies the app entity.
  public var identifier: AttributedEntityIdentifier
  /// The entity an intent returned, when this is one.
  let resolved: (any AppEntity)?

  init(identifier: AttributedEntityIdentifier) {
    self.identifier = identifier
    resolved = nil
  }

  /// The entity an intent returned.
  init(resolved entity: any AppEntity) {
    identifier = AttributedEntityIdentifier(
      entityType: AttributedTypeIdentifier(
        persistentIdentifier: String(describing: type(of: entity)), bundleIdentifier: nil),
      instanceIdentifier: Self.identifierText(of: entity))
    resolved = entity
  }

  private static func identifierText<Entity: AppEntity>(of entity: Entity) -> String {
    String(describing: entity.id)
  }

  /// An entity property's value, or `nil` when it has none or is not known.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    IntentValueReading.expressing(
      try? IntentValueReading.property(identifier, of: self, path: path(identifier)))
  }

  /// An entity property's value as `T`, or `nil` when it has none, is not known, or is not a
  /// `T`: `let name: String? = entity.name`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T? {
    guard let value = try? IntentValueReading.property(identifier, of: self, path: path(identifier))
    else { return nil }
    return try? IntentValueReading.convert(value, to: T.self, at: path(identifier))
  }

  /// A property of an entity property's value: `try entity.profile.name == "John Doe"`.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    DynamicPropertyPath(
      Result { () throws(AppIntentsTestingError) -> Any? in
        try IntentValueReading.property(identifier, of: self, path: path(identifier))
      }, path: path(identifier))
  }

  private func path(_ property: String) -> String {
    "\(identifier.entityType.persistentIdentifier).\(property)"
  }

  /// Two entities are equal when their identifiers are.
  public static func == (lhs: AnyAppEntity, rhs: AnyAppEntity) -> Bool {
    lhs.identifier.instanceIdentifier == rhs.identifier.instanceIdentifier
      && lhs.identifier.entityType.persistentIdentifier
        == rhs.identifier.entityType.persistentIdentifier
  }
}

extension AnyAppEntity: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    if let resolved { return _IntentTestingValue(.value(resolved), readable: self) }
    return _IntentTestingValue(
      .entity(
        typeName: identifier.entityType.persistentIdentifier,
        identifier: identifier.instanceIdentifier),
      readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> AnyAppEntity? {
    switch IntentValueReading.unwrapped(value) {
    case let entity as AnyAppEntity: return entity
    case let entity as any AppEntity: return AnyAppEntity(resolved: entity)
    default: return nil
    }
  }
}
