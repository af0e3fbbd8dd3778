import Foundation
import OpenAppIntents

/// A trail: Apple's `Trail` from the sample's `TrailData.plist`.
public struct Trail: Identifiable, Sendable, Hashable {
  /// The trail's stable identifier.
  public let id: Int
  /// The trail's name, as Apple spelled it.
  public let name: String
  /// Where it is, such as "Yosemite National Park".
  public let regionDescription: String
  /// Where it is on the map, from the plist's latitude and longitude.
  public let coordinate: CLLocationCoordinate2D
  /// How long it is.
  public let trailLength: Measurement<UnitLength>
  /// The activities it allows.
  public let activities: [ActivityStyle]
  /// The latest reported conditions.
  public let currentConditions: String
  /// How far it is from where the person is (Apple Park in the sample).
  public let distanceToTrail: Measurement<UnitLength>
  /// The featured image's name.
  public let featuredImage: String
}
