import Foundation

// SwiftUI's other ways to make a color. A terminal shows none of them, so each reads as
// primary text; a color is also a view (an empty one in a snippet), as in SwiftUI.
extension Color: View, _PrimitiveView {
  var snippetNode: SnippetNode { .group([]) }

  /// A color from an asset catalog; SiriSim has no assets, so it reads as primary text.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(named: name)
  }

  /// A color from red, green and blue components (0 to 1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(named: "rgb(\(red), \(green), \(blue), \(opacity))")
  }

  /// A gray of the given whiteness (0 to 1).
  public init(white: Double, opacity: Double = 1) {
    self.init(named: "white(\(white), \(opacity))")
  }

  /// A color from hue, saturation and brightness (0 to 1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(named: "hsb(\(hue), \(saturation), \(brightness), \(opacity))")
  }

  /// The color at an opacity; text keeps its style.
  public func opacity(_ opacity: Double) -> Color { self }

  /// The color as a gradient; the same color in a terminal.
  public var gradient: Color { self }
}
