import Foundation
import OpenAppIntents
import UIKit

// What the sample's model (Apple's Model/, Managers/ and Extensions/ files) uses of frameworks
// other than App Intents: Photos, CoreLocation's geocoder and a few SwiftUI types
// (CoreTransferable is OpenAppIntents' own). Only what those files call is here; nothing
// reaches a real photo library.

// MARK: - SwiftUI

extension Image {
  /// An image of a UIKit image: a terminal cannot show it, so it stands for a photo.
  init(uiImage: UIImage) { self.init("photo") }
}

/// SwiftUI's renderer of a view to an image: here an empty image.
@MainActor final class ImageRenderer<Content: View> {
  let content: Content
  init(content: Content) { self.content = content }
  var uiImage: UIImage? { UIImage() }
}

/// SwiftUI's navigation path: the values pushed, type-erased.
struct NavigationPath {
  private var elements: [AnyHashable] = []
  init() {}
  init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }
  var count: Int { elements.count }
  var isEmpty: Bool { elements.isEmpty }
  mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
}

// MARK: - CoreLocation

extension CLPlacemark {
  /// The place's city.
  var locality: String? { postalAddress?.city }
}

/// CoreLocation's geocoder: here every location is an unnamed place.
final class CLGeocoder: Sendable {
  func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    [CLPlacemark(location: location, name: nil, postalAddress: nil)]
  }
}

// MARK: - Photos

/// Foundation's enumeration protocol, which Photos' change requests take; arrays conform as
/// they do through NSArray on Darwin.
protocol NSFastEnumeration {}
extension Array: NSFastEnumeration {}

/// A photo or video in the library.
final class PHAsset: @unchecked Sendable {
  let localIdentifier: String
  var creationDate: Date?
  var mediaType = PHAssetMediaType.image
  var duration: TimeInterval = 0
  var isHidden = false
  var isFavorite = false
  var location: CLLocation?

  init(localIdentifier: String) { self.localIdentifier = localIdentifier }

  static func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  { PHFetchResult(identifiers.map(PHAsset.init(localIdentifier:))) }

  static func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult([])
  }

  static func fetchAssets(in collection: PHAssetCollection, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  { PHFetchResult([]) }
}

/// Whether an asset is a photo, a video or audio.
enum PHAssetMediaType: Int, Sendable {
  case unknown, image, video, audio
}

/// An album.
final class PHAssetCollection: @unchecked Sendable {
  let localIdentifier: String
  var localizedTitle: String?
  var startDate: Date?

  init(localIdentifier: String) { self.localIdentifier = localIdentifier }

  static func fetchAssetCollections(
    withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult(identifiers.map(PHAssetCollection.init(localIdentifier:)))
  }

  static func fetchAssetCollections(
    with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> { PHFetchResult([]) }
}

/// The kind of a collection.
enum PHAssetCollectionType: Int, Sendable {
  case album = 1
  case smartAlbum, moment
}

/// The subkind of a collection.
enum PHAssetCollectionSubtype: Int, Sendable {
  case albumRegular = 2
  case any = 2_147_483_647
}

/// How to fetch.
final class PHFetchOptions {}

/// What a fetch found.
final class PHFetchResult<Object: AnyObject> {
  private let objects: [Object]
  init(_ objects: [Object]) { self.objects = objects }
  var count: Int { objects.count }
  var firstObject: Object? { objects.first }
  func enumerateObjects(_ block: (Object, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for (index, object) in objects.enumerated() {
      block(object, index, &stop)
      if stop.boolValue { break }
    }
  }
}

/// What a change request will create, until it exists.
final class PHObjectPlaceholder: @unchecked Sendable {
  let localIdentifier = UUID().uuidString
}

/// Which access to the library the app asks for.
enum PHAccessLevel: Int, Sendable {
  case addOnly = 1
  case readWrite
}

/// Whether the person let the app use the library.
enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized, limited
}

/// The photo library.
final class PHPhotoLibrary: Sendable {
  static func shared() -> PHPhotoLibrary { PHPhotoLibrary() }
  static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    .authorized
  }
  static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    .authorized
  }
  func performChanges(_ changeBlock: @escaping () -> Void) async throws { changeBlock() }
}

/// A change to an asset.
final class PHAssetChangeRequest {
  var isFavorite = false
  var isHidden = false
  var placeholderForCreatedAsset: PHObjectPlaceholder? = PHObjectPlaceholder()

  init(for asset: PHAsset) {}
  private init() {}

  static func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest {
    PHAssetChangeRequest()
  }
  static func deleteAssets(_ assets: any NSFastEnumeration) {}
}

/// A change to an album.
final class PHAssetCollectionChangeRequest {
  var title = ""
  var placeholderForCreatedAssetCollection = PHObjectPlaceholder()

  init?(for collection: PHAssetCollection) {}
  private init() {}

  static func creationRequestForAssetCollection(withTitle title: String)
    -> PHAssetCollectionChangeRequest
  { PHAssetCollectionChangeRequest() }
  static func deleteAssetCollections(_ collections: any NSFastEnumeration) {}
  func addAssets(_ assets: any NSFastEnumeration) {}
  func removeAssets(_ assets: any NSFastEnumeration) {}
}

/// How an image fills the requested size.
enum PHImageContentMode: Int, Sendable {
  case aspectFit, aspectFill
}

/// How to deliver a requested image.
enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
  case opportunistic, highQualityFormat, fastFormat
}

/// Options of an image request.
final class PHImageRequestOptions {
  var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
  var isNetworkAccessAllowed = false
}

/// An image request's number.
typealias PHImageRequestID = Int32

/// The image manager that caches thumbnails: here every request gets an empty image.
final class PHCachingImageManager {
  var allowsCachingHighQualityImages = false

  func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}
  func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}
  func stopCachingImagesForAllAssets() {}

  @discardableResult
  func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    resultHandler(UIImage(), nil)
    return 1
  }
}
