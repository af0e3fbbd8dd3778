// SwiftUI's shape drawing with its defaults: `Circle().strokeBorder()`, `.stroke(lineWidth: 2)`,
// `.fill()` draw in the foreground style. A text snippet draws no shape, so each keeps the view.

/// How a shape is filled: Apple's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside the shape.
  public var isEOFilled: Bool
  /// Whether the shape's edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The foreground style of the current environment, as a shape style: `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The current foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the current environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Shape {
  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> Self { self }
  /// The shape's outline in the foreground style.
  public func stroke(lineWidth: Double = 1) -> Self { self }
  /// The shape's outline inside its frame, in the foreground style.
  public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> Self { self }
}
