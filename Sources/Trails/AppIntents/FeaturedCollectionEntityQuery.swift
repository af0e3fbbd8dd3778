import OpenAppIntents

/// Find Featured Trail Collection in Shortcuts: every featured collection.
public struct FeaturedCollectionEntityQuery: EnumerableEntityQuery {
  @Dependency var trailManager: TrailDataManager

  public init() {}

  public static var findIntentDescription: IntentDescription? {
    IntentDescription(
      "Find a featured trail collection.", categoryName: "Discover",
      searchKeywords: ["trail", "location", "travel"], resultValueName: "Trails")
  }

  public func entities(for identifiers: [TrailCollection.ID]) async throws -> [TrailCollection] {
    trailManager.featuredTrailCollections.filter { identifiers.contains($0.id) }
  }

  /// The featured collections after the first seven, as the sample suggests them.
  public func suggestedEntities() async throws -> [TrailCollection] {
    Array(trailManager.featuredTrailCollections.dropFirst(7))
  }

  public func allEntities() async throws -> [TrailCollection] {
    trailManager.featuredTrailCollections
  }
}
