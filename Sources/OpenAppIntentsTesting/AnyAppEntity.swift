import OpenAppIntents

/// An app entity of the app under test, by its identifier, with its properties readable by
/// name.
///
/// ```swift
/// let soup = definitions.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
/// let book: AnyAppEntity = try result.value
/// let title: String? = book.title
/// ```
///
/// A reference made with ``AppEntityDefinition/makeReference(identifier:)`` is found through
/// the entity's query (`entities(for:)`) when an intent it is given to runs, and when one of its
/// properties is first read: SiriSim then runs the query in the test session's runtime, waits
/// for it (on a thread of its own: a read is synchronous, a query async) and keeps the entity,
/// so later reads give the properties it had then. An identifier the query does not find reads
/// as `nil` (`let name: String? = entity.name`), and throws
/// ``AppIntentsTestingError/entityNotFound(entity:identifier:)`` from a nested read
/// (`try entity.profile.name`).
///
/// Read a reference's properties from code that is not isolated to an actor its query needs
/// (a `@MainActor` query read from a `@MainActor` test waits forever).
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, Equatable {
  /// The value that uniquely identifies the app entity.
  public var identifier: AttributedEntityIdentifier
  /// The entity an intent returned, when this is one.
  let resolved: (any AppEntity)?
  /// How a reference made from an identifier finds its entity, when this is one.
  let lookup: EntityReferenceLookup?

  /// A reference that knows only its identifier: its properties throw
  /// ``AppIntentsTestingError/unresolvedEntity(_:property:)``.
  init(identifier: AttributedEntityIdentifier) {
    self.identifier = identifier
    resolved = nil
    lookup = nil
  }

  /// A reference found through the entity's query in `session`'s runtime when a property is read.
  init(identifier: AttributedEntityIdentifier, session: TestSession?) {
    self.identifier = identifier
    resolved = nil
    lookup = EntityReferenceLookup(
      session: session, bundleIdentifier: identifier.entityType.bundleIdentifier ?? "")
  }

  /// The entity an intent returned.
  init(resolved entity: any AppEntity) {
    identifier = AttributedEntityIdentifier(
      entityType: AttributedTypeIdentifier(
        persistentIdentifier: String(describing: type(of: entity)), bundleIdentifier: nil),
      instanceIdentifier: Self.identifierText(of: entity))
    resolved = entity
    lookup = nil
  }

  /// The entity itself: the one an intent returned, or the one the reference's query finds.
  func appEntity(reading property: String) throws(AppIntentsTestingError) -> any AppEntity {
    if let resolved { return resolved }
    guard let lookup else {
      throw .unresolvedEntity(identifier.description, property: property)
    }
    return try lookup.entity(identifier)
  }

  private static func identifierText<Entity: AppEntity>(of entity: Entity) -> String {
    String(describing: entity.id)
  }

  /// An entity property's value, or `nil` when it has none or the entity is not found.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    IntentValueReading.expressing(
      try? IntentValueReading.property(identifier, of: self, path: path(identifier)))
  }

  /// An entity property's value as `T`, or `nil` when it has none, the entity is not found, or
  /// the value is not a `T`: `let name: String? = entity.name`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T? {
    guard let value = try? IntentValueReading.property(identifier, of: self, path: path(identifier))
    else { return nil }
    return try? IntentValueReading.convert(value, to: T.self, at: path(identifier))
  }

  /// A property of an entity property's value: `try entity.profile.name == "John Doe"`. Throws
  /// when the entity is not found or has no such property.
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
