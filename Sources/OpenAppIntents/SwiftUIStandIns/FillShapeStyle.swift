/// A shape style that displays one of the overlay fills (iOS 17): `.containerBackground(.fill.tertiary,
/// for: .widget)`.
///
/// A terminal draws no fill, so the style has no effect; its levels (`.fill.secondary`) keep it.
public struct FillShapeStyle: ShapeStyle, Hashable {
  /// An overlay fill style for filling shapes.
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  /// An overlay fill style for filling shapes.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
