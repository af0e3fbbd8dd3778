#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// A café an order is picked up from.
public struct CafeEntity: AppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Café")
  public static let defaultQuery = CafeQuery()

  public var id: String
  public var name: String
  public var address: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(address)")
  }

  init(_ cafe: Cafe) {
    id = cafe.id
    name = cafe.name
    address = cafe.address
  }

  /// Every café.
  static var all: [CafeEntity] { Menu.cafes.map(CafeEntity.init) }
}

/// Finds cafés by identifier; every café is suggested.
public struct CafeQuery: EntityQuery {
  public init() {}

  public func entities(for identifiers: [CafeEntity.ID]) async throws -> [CafeEntity] {
    CafeEntity.all.filter { identifiers.contains($0.id) }
  }

  public func suggestedEntities() async throws -> [CafeEntity] {
    CafeEntity.all
  }
}
