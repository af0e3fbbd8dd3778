// UIKit as the sample uses it, for the check: `#if canImport(UIKit)` finds this module (so
// LandmarkEntity+Image.swift compiles its iOS code), which re-exports Foundation as UIKit does.
@_exported import Foundation

/// UIKit's image: the sample's asset catalog is not here, so every named image is empty.
public final class UIImage: Sendable {
  /// The asset catalog's image of this name.
  public init?(named name: String) {}

  /// The image as PNG bytes.
  public func pngData() -> Data? { Data() }
}
