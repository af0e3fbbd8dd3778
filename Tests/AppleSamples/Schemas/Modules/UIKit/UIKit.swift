// UIKit as the sample's model uses it, for the check: `import UIKit` finds this module, which
// re-exports Foundation as UIKit does.
@_exported import Foundation

/// UIKit's image: here only the bytes it was made from, which are its PNG data.
public final class UIImage: Sendable {
  let data: Data?

  /// An empty image.
  public init() { data = nil }

  /// An image from encoded bytes.
  public init?(data: Data) { self.data = data }

  /// The image as PNG bytes.
  public func pngData() -> Data? { data }
}
