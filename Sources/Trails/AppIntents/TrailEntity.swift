import Foundation
import OpenAppIntents

/// A trail as intents see it: Apple's `TrailEntity`.
public struct TrailEntity: AppEntity {
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource("Trail", table: "AppIntents"),
      numericFormat: LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")
    )
  }

  public static let defaultQuery = TrailEntityQuery()

  /// The trail's identifier.
  public var id: Trail.ID

  /// The trail's name.
  @Property public var name: String

  /// Where the trail is.
  @Property(title: "Region")
  public var regionDescription: String

  /// How long it is.
  @Property public var trailLength: Measurement<UnitLength>

  /// The featured image's name.
  public var imageName: String

  /// The latest reported conditions.
  public var currentConditions: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(regionDescription)",
      image: DisplayRepresentation.Image(named: imageName))
  }

  /// The entity for a trail of the app's model.
  public init(trail: Trail) {
    self.id = trail.id
    self.imageName = trail.featuredImage
    self.currentConditions = trail.currentConditions
    self.name = trail.name
    self.regionDescription = trail.regionDescription
    self.trailLength = trail.trailLength
  }
}

extension TrailEntity: URLRepresentableEntity {
  public static var urlRepresentation: URLRepresentation {
    "https://example.com/trail/\(.id)/details"
  }
}
