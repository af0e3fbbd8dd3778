// SwiftUI's colors in a named color space: `Color(.sRGB, red: 0.9, green: 0.1, blue: 0.1)`, the
// spelling apps' `Color(hex:)` helpers use. A terminal has no color spaces, so the space is kept
// only in the color's name; the color reads as `Color(red:green:blue:opacity:)` does.
extension Color {
  /// A profile that says how a color's components map to the display.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard RGB space.
    case sRGB
    /// The standard RGB space with linear components.
    case sRGBLinear
    /// The Display P3 space.
    case displayP3
  }

  /// A color from red, green and blue components (0 to 1) in a color space.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(named: "\(colorSpace)(\(red), \(green), \(blue), \(opacity))")
  }

  /// A gray of the given whiteness (0 to 1) in a color space.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(named: "\(colorSpace)-white(\(white), \(opacity))")
  }
}
