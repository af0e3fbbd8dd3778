/// A geographic coordinate, standing in for CoreLocation's on Linux.
public struct CLLocationCoordinate2D: Sendable, Hashable {
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double

  /// The coordinate (0, 0), as CoreLocation's zero-initialized C struct is.
  public init() { self.init(latitude: 0, longitude: 0) }

  /// Creates a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A location, standing in for CoreLocation's `CLLocation` on Linux.
public final class CLLocation: Sendable, Hashable {
  /// The location's coordinate.
  public let coordinate: CLLocationCoordinate2D

  /// Creates a location from a latitude and a longitude.
  public init(latitude: Double, longitude: Double) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  public static func == (lhs: CLLocation, rhs: CLLocation) -> Bool {
    lhs.coordinate == rhs.coordinate
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(coordinate) }
}

/// A postal address, standing in for Contacts' `CNPostalAddress` on Linux.
public final class CNPostalAddress: Sendable, Hashable {
  /// The street line.
  public let street: String
  /// The city.
  public let city: String

  /// Creates an address.
  public init(street: String = "", city: String = "") {
    self.street = street
    self.city = city
  }

  public static func == (lhs: CNPostalAddress, rhs: CNPostalAddress) -> Bool {
    lhs.street == rhs.street && lhs.city == rhs.city
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(street)
    hasher.combine(city)
  }
}

/// A named place, standing in for CoreLocation's `CLPlacemark`, an App Intents value type.
///
/// When a person answers a placemark prompt with text, SiriSim makes a placemark named by the
/// text (there is no geocoder here).
public final class CLPlacemark: Sendable, Hashable, CustomStringConvertible {
  /// The place's location, when known.
  public let location: CLLocation?
  /// The place's name, such as "Ferry Building".
  public let name: String?
  /// The place's postal address, when known.
  public let postalAddress: CNPostalAddress?

  /// Creates a placemark.
  public init(location: CLLocation?, name: String?, postalAddress: CNPostalAddress?) {
    self.location = location
    self.name = name
    self.postalAddress = postalAddress
  }

  /// The name, or the coordinate when the place has no name.
  public var description: String {
    if let name { return name }
    if let location {
      return "\(location.coordinate.latitude), \(location.coordinate.longitude)"
    }
    return "Unknown place"
  }

  public static func == (lhs: CLPlacemark, rhs: CLPlacemark) -> Bool {
    lhs.name == rhs.name && lhs.location == rhs.location && lhs.postalAddress == rhs.postalAddress
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(location)
  }
}
