import Foundation

// iOS 17's display styles of an entity's image (a thumbnail drawn full-bleed, or in a circle,
// such as a person's photo). A terminal draws no image, so the style is accepted and the image
// made as without one.

extension DisplayRepresentation.Image {
  /// How the system draws an image (not a symbol) of a display representation.
  public struct DisplayStyle: Sendable, Hashable {
    let name: String

    /// The default style: the image full-bleed, its aspect ratio kept.
    public static var `default`: DisplayStyle { DisplayStyle(name: "default") }
    /// The image in a circle.
    public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
  }

  /// An image from data, drawn in `displayStyle`.
  public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
    self.init(data: data, isTemplate: isTemplate ?? false)
  }

  /// An image from a file in the app's bundle, drawn in `displayStyle`.
  public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
    self.init(named: name, isTemplate: isTemplate ?? false)
  }

  /// An image from a local file, drawn in `displayStyle`.
  public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
    self.init(url: url, isTemplate: isTemplate)
  }

  /// An image of a size from a local file, drawn in `displayStyle`.
  public init(
    url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle
  ) {
    self.init(url: url, width: width, height: height, isTemplate: isTemplate)
  }
}
