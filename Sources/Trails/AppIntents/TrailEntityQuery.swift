import OpenAppIntents

/// How Siri finds trails: by identifier, the favorites as suggestions, and any trail whose
/// name contains the words said: Apple's `TrailEntityQuery`.
public struct TrailEntityQuery: EntityQuery {
  @Dependency var trailManager: TrailDataManager

  public init() {}

  public func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    trailManager.trails(with: identifiers).map { TrailEntity(trail: $0) }
  }

  public func suggestedEntities() async throws -> [TrailEntity] {
    trailManager.trails(with: trailManager.favoritesCollection.members).map {
      TrailEntity(trail: $0)
    }
  }
}

extension TrailEntityQuery: EntityStringQuery {
  public func entities(matching string: String) async throws -> [TrailEntity] {
    trailManager.trails { trail in
      trail.name.localizedCaseInsensitiveContains(string)
    }.map { TrailEntity(trail: $0) }
  }
}
