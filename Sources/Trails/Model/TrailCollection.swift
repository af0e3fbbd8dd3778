import OpenAppIntents

/// A group of trails, such as Favorites or those of one region: Apple's `TrailCollection`.
public struct TrailCollection: Identifiable, Sendable {
  /// What a collection represents, for the app's UI.
  public enum CollectionType: Int, Hashable, Codable, Sendable {
    case favorites = 0
    case browseTrails = 1
    case nearMe = 2
    case featured = 3
  }

  /// The collection's stable identifier.
  public let id: Int
  /// What the collection represents.
  public let collectionType: CollectionType
  /// The collection's name.
  @Property(title: "Name")
  public var displayName: String
  /// The SF Symbol shown with it.
  public let symbolName: String
  /// The trails in it.
  public let members: [Trail.ID]

  /// Creates a collection.
  public init(
    id: Int, collectionType: CollectionType, displayName: String, symbolName: String,
    members: [Trail.ID]
  ) {
    self.id = id
    self.collectionType = collectionType
    self.symbolName = symbolName
    self.members = members
    self.displayName = displayName
  }
}

extension TrailCollection: AppEntity {
  public static let defaultQuery = FeaturedCollectionEntityQuery()

  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource("Featured Trail Collection", table: "AppIntents"),
      numericFormat: LocalizedStringResource(
        "\(placeholder: .int) featured trail collections", table: "AppIntents"))
  }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(displayName)", image: DisplayRepresentation.Image(systemName: symbolName))
  }
}

extension TrailCollection: Hashable {
  public static func == (lhs: TrailCollection, rhs: TrailCollection) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
