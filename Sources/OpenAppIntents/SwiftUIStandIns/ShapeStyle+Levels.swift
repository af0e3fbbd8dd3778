// The fifth level of foreground content (iOS 17), and a style's own levels: `Color.blue.secondary`
// is blue at the second level. A terminal has one shade per color, so a level keeps the style.
extension HierarchicalShapeStyle {
  /// The fifth level of foreground content.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The fifth level of foreground content.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle {
  /// This style at the second level.
  public var secondary: Self { self }
  /// This style at the third level.
  public var tertiary: Self { self }
  /// This style at the fourth level.
  public var quaternary: Self { self }
  /// This style at the fifth level.
  public var quinary: Self { self }
}
