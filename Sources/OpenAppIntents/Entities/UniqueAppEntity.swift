/// An entity of which the app has exactly one, such as its settings: Siri needs no query to
/// find it.
public protocol UniqueAppEntity: AppEntity where ID == String {
  /// Creates the entity.
  init()
}

extension UniqueAppEntity {
  /// The one entity's identifier.
  public var id: String { String(describing: Self.self) }
  /// The entity's display: its type's name.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: Self.typeDisplayRepresentation.name)
  }
}

/// The query of a ``UniqueAppEntity``: it always finds the one entity.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: EntityQuery {
  /// The query.
  public init() {}

  public func entities(for identifiers: [String]) async throws -> [Entity] {
    identifiers.isEmpty ? [] : [Entity()]
  }

  public func suggestedEntities() async throws -> [Entity] { [Entity()] }
}
