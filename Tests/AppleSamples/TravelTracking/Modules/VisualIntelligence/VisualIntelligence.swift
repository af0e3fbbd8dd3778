// VisualIntelligence as the sample uses it, for the check: `#if canImport(VisualIntelligence)`
// finds this module, so the sample's visual search files compile.
import OpenAppIntents

/// What visual intelligence saw (the camera or a screenshot), which the system gives an app's
/// `IntentValueQuery`: here never an image.
public struct SemanticContentDescriptor: Sendable, Hashable {
  /// Labels the system gave what it saw.
  public let labels: [String]
  /// The image, when there is one.
  public let pixelBuffer: CVReadOnlyPixelBuffer?

  /// A descriptor with labels and no image.
  public init(labels: [String] = [], pixelBuffer: CVReadOnlyPixelBuffer? = nil) {
    self.labels = labels
    self.pixelBuffer = pixelBuffer
  }
}

extension SemanticContentDescriptor: _IntentValue {
  /// Only the system supplies one; a person cannot type it.
  public static var _valueKind: IntentValueKind { .unsupported(typeName: "Semantic Content") }
}

/// CoreVideo's read-only pixel buffer (VideoToolbox re-exports it on Darwin): its size only.
public struct CVReadOnlyPixelBuffer: Sendable, Hashable {
  /// The image's width in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int

  /// A buffer of this size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
