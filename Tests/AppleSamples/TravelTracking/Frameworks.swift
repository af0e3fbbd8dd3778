import OpenAppIntents

// What the sample uses of frameworks other than App Intents and SwiftUI: CoreGraphics' PDF
// context, MapKit, CoreLocation's location manager and GeoToolbox (CoreTransferable and
// UniformTypeIdentifiers are OpenAppIntents' own). Only what Apple's files call is here;
// nothing reaches a map or a network.

// MARK: - CoreGraphics

/// Core Foundation's URL, which a `URL` bridges to on Darwin.
typealias CFURL = URL

/// A PDF drawing context: here it writes nothing.
final class CGContext {
  init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {}
  func beginPDFPage(_ pageInfo: [String: Any]?) {}
  func endPDFPage() {}
  func closePDF() {}
}

// MARK: - MapKit

/// A map's visible area.
struct MKCoordinateRegion: Sendable, Hashable {
  var center: CLLocationCoordinate2D
  var span: MKCoordinateSpan
}

/// A region's width and height in degrees.
struct MKCoordinateSpan: Sendable, Hashable {
  var latitudeDelta: Double
  var longitudeDelta: Double
}

/// A place on the map.
final class MKMapItem: Sendable {
  /// A place's identifier in Apple Maps.
  struct Identifier: Sendable, Hashable {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
  }

  let identifier: Identifier?
  init(identifier: Identifier?) { self.identifier = identifier }
}

/// A request for the map item of a place identifier: here no place is found.
struct MKMapItemRequest {
  let mapItemIdentifier: MKMapItem.Identifier
  init(mapItemIdentifier: MKMapItem.Identifier) { self.mapItemIdentifier = mapItemIdentifier }

  var mapItem: MKMapItem {
    get async throws { throw CancellationError() }
  }
}

// MARK: - CoreLocation

/// A location accuracy, in meters.
typealias CLLocationAccuracy = Double
/// Accurate to a kilometer.
let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000

/// Whether the person let the app use their location.
enum CLAuthorizationStatus: Int32 {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// What a location manager tells its delegate.
protocol CLLocationManagerDelegate: AnyObject {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

/// CoreLocation's location manager: here the location is never known.
final class CLLocationManager {
  var desiredAccuracy: CLLocationAccuracy = 0
  weak var delegate: (any CLLocationManagerDelegate)?
  var authorizationStatus = CLAuthorizationStatus.notDetermined

  func requestLocation() {}
  func requestWhenInUseAuthorization() {}
  func stopUpdatingLocation() {}
}

// MARK: - GeoToolbox

/// A place described by what is known of it: an address, coordinates, a name.
struct PlaceDescriptor: Sendable, Hashable {
  /// One way to describe the place.
  enum PlaceRepresentation: Sendable, Hashable {
    case address(String)
    case coordinate(latitude: Double, longitude: Double)
  }

  var representations: [PlaceRepresentation]
  var commonName: String?

  init(representations: [PlaceRepresentation], commonName: String? = nil) {
    self.representations = representations
    self.commonName = commonName
  }
}

// MARK: - Foundation

extension URL {
  /// The app's documents folder (Darwin's Foundation has it; Linux's does not).
  static var documentsDirectory: URL { FileManager.default.temporaryDirectory }
}
