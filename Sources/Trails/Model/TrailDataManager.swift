import Foundation

/// The app's trails and collections: Apple's `TrailDataManager`.
public final class TrailDataManager: Sendable {
  /// Every trail, by identifier order.
  public let trails: [Trail]
  /// The featured collections, in the plist's order.
  public let featuredTrailCollections: [TrailCollection]
  /// The person's favorite trails.
  public let favoritesCollection: TrailCollection
  /// Every trail (built in code, as in the sample).
  public let completeTrailCollection: TrailCollection
  /// The trails within 100 km.
  public let nearMeCollection: TrailCollection

  /// The data of Apple's sample.
  public init() {
    trails = TrailData.trails
    let plist = TrailData.collections.map {
      TrailCollection(
        id: $0.id, collectionType: $0.type, displayName: $0.name, symbolName: $0.symbol,
        members: $0.members)
    }
    featuredTrailCollections = plist.filter { $0.collectionType == .featured }
    favoritesCollection =
      plist.first { $0.collectionType == .favorites }
      ?? TrailCollection(
        id: 1, collectionType: .favorites, displayName: "Favorites", symbolName: "star.circle",
        members: [])
    completeTrailCollection = TrailCollection(
      id: 2, collectionType: .browseTrails, displayName: "Browse", symbolName: "figure.hiking",
      members: TrailData.trails.map(\.id))
    nearMeCollection = TrailCollection(
      id: 3, collectionType: .nearMe, displayName: "Near Me",
      symbolName: "location.magnifyingglass",
      members: TrailData.trails.filter { $0.distanceToTrail.value <= 100_000 }.map(\.id))
  }

  /// The collections the app shows first: Near Me, Favorites, Browse.
  public var forYouCollections: [TrailCollection] {
    [nearMeCollection, favoritesCollection, completeTrailCollection]
  }

  /// The trail with an identifier.
  public func trail(with id: Trail.ID) -> Trail? {
    trails.first { $0.id == id }
  }

  /// The trails with these identifiers, in that order.
  public func trails(with ids: [Trail.ID]) -> [Trail] {
    ids.compactMap(trail(with:))
  }

  /// The trails that pass a test.
  public func trails(matching isIncluded: (Trail) -> Bool) -> [Trail] {
    trails.filter(isIncluded)
  }

  /// The regions of all trails, each once.
  public var uniqueLocations: Set<String> {
    Set(trails.map(\.regionDescription))
  }
}
