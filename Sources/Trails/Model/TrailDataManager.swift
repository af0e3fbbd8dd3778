import Foundation
import OpenAppIntents
import SiriSimApp

/// The app's trails and collections: Apple's `TrailDataManager`.
///
/// The favorites' members are kept under ``favoritesKey`` in the app data SiriSim gives the app,
/// so that they are there on the next run; until some are stored they are the sample's.
public final class TrailDataManager: Sendable {
  /// The key the favorites' members are stored under in the app's data.
  public static let favoritesKey = "favorites"

  /// Every trail, by identifier order.
  public let trails: [Trail]
  /// The featured collections, in the plist's order.
  public let featuredTrailCollections: [TrailCollection]
  /// The favorites as the sample's data has them, with the stored members in `favorites`.
  private let sampleFavorites: TrailCollection
  private let favorites: StoredValue<[Trail.ID]>
  /// Every trail (built in code, as in the sample).
  public let completeTrailCollection: TrailCollection
  /// The trails within 100 km.
  public let nearMeCollection: TrailCollection

  /// The data of Apple's sample, with the favorites kept in `appData` (by default in memory).
  public init(appData: AppDataStore = .inMemory()) {
    trails = TrailData.trails
    let plist = TrailData.collections.map {
      TrailCollection(
        id: $0.id, collectionType: $0.type, displayName: $0.name, symbolName: $0.symbol,
        members: $0.members)
    }
    featuredTrailCollections = plist.filter { $0.collectionType == .featured }
    let sampleFavorites =
      plist.first { $0.collectionType == .favorites }
      ?? TrailCollection(
        id: 1, collectionType: .favorites, displayName: "Favorites", symbolName: "star.circle",
        members: [])
    self.sampleFavorites = sampleFavorites
    favorites = StoredValue(
      key: Self.favoritesKey, name: "favorite trails", appData: appData,
      initial: sampleFavorites.members)
    completeTrailCollection = TrailCollection(
      id: 2, collectionType: .browseTrails, displayName: "Browse", symbolName: "figure.hiking",
      members: TrailData.trails.map(\.id))
    nearMeCollection = TrailCollection(
      id: 3, collectionType: .nearMe, displayName: "Near Me",
      symbolName: "location.magnifyingglass",
      members: TrailData.trails.filter { $0.distanceToTrail.value <= 100_000 }.map(\.id))
  }

  /// The person's favorite trails.
  public var favoritesCollection: TrailCollection {
    TrailCollection(
      id: sampleFavorites.id, collectionType: .favorites, displayName: sampleFavorites.displayName,
      symbolName: sampleFavorites.symbolName, members: favorites.value)
  }

  /// Makes these trails, in this order, the person's favorites, and stores them.
  ///
  /// - Throws: ``TrailsDataError`` when they cannot be stored; the favorites do not change then.
  public func setFavorites(_ members: [Trail.ID]) throws(TrailsDataError) {
    try favorites.replace(with: members)
  }

  /// Why the stored favorites could not be read, or the last change could not be saved; `nil`
  /// when neither happened.
  public var favoritesProblem: String? { favorites.problem }

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
