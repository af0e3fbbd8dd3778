/// A color, gradient or material that fills a shape or colors text, as SwiftUI names it.
///
/// A terminal draws none of them; `Color` keeps its effect on text (see ``Color``).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The levels of foreground content: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of foreground content.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of foreground content.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of foreground content.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of foreground content.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

// SwiftUI's spelling: `.foregroundStyle(.red)` finds a color through `ShapeStyle`.
extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color(named: "red", style: .emphasized) }
  /// Orange.
  public static var orange: Color { Color(named: "orange") }
  /// Yellow.
  public static var yellow: Color { Color(named: "yellow") }
  /// Green.
  public static var green: Color { Color(named: "green") }
  /// Mint.
  public static var mint: Color { Color(named: "mint") }
  /// Teal.
  public static var teal: Color { Color(named: "teal") }
  /// Cyan.
  public static var cyan: Color { Color(named: "cyan") }
  /// Blue.
  public static var blue: Color { Color(named: "blue") }
  /// Indigo.
  public static var indigo: Color { Color(named: "indigo") }
  /// Purple.
  public static var purple: Color { Color(named: "purple") }
  /// Pink.
  public static var pink: Color { Color(named: "pink") }
  /// Brown.
  public static var brown: Color { Color(named: "brown") }
  /// White.
  public static var white: Color { Color(named: "white") }
  /// Gray.
  public static var gray: Color { Color(named: "gray", style: .secondary) }
  /// Black.
  public static var black: Color { Color(named: "black") }
  /// No color.
  public static var clear: Color { Color(named: "clear", style: .secondary) }
}

/// A blur behind content, such as `.ultraThinMaterial`.
// SwiftUI's names.
// swift-format-ignore: DontRepeatTypeInStaticProperties
public struct Material: ShapeStyle, Hashable {
  let name: String
  public static let ultraThinMaterial = Material(name: "ultraThin")
  public static let thinMaterial = Material(name: "thin")
  public static let regularMaterial = Material(name: "regular")
  public static let thickMaterial = Material(name: "thick")
  public static let ultraThickMaterial = Material(name: "ultraThick")
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
  /// A more translucent than opaque material.
  public static var thinMaterial: Material { Material(name: "thin") }
  /// A material between translucent and opaque.
  public static var regularMaterial: Material { Material(name: "regular") }
  /// A more opaque than translucent material.
  public static var thickMaterial: Material { Material(name: "thick") }
  /// A mostly opaque material.
  public static var ultraThickMaterial: Material { Material(name: "ultraThick") }
}

/// A color blend between stops.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
  /// A gradient of colors from one point to another.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// A gradient from one point to another.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  var snippetNode: SnippetNode { .group([]) }
}

/// The colors of a gradient.
public struct Gradient: Sendable, Hashable {
  public var colors: [Color]
  /// A gradient of evenly spaced colors.
  public init(colors: [Color]) { self.colors = colors }
}

/// A point in a view's unit square.
public struct UnitPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double
  /// The origin, the top leading corner, as SwiftUI's `UnitPoint()` is.
  public init() { self.init(x: 0, y: 0) }
  /// A point at `x`, `y` (0 to 1).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
