/// A 2D shape, as SwiftUI names it: a terminal draws none, so a shape is an empty view.
public protocol Shape: View, Sendable {}

extension Shape {
  /// The shape filled; no effect in a text snippet.
  public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
  /// The shape's outline; no effect in a text snippet.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
  /// The shape's outline; no effect in a text snippet.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

/// A circle.
public struct Circle: Shape, _PrimitiveView {
  /// A circle.
  public init() {}
  var snippetNode: SnippetNode { .group([]) }
}

/// A rectangle.
public struct Rectangle: Shape, _PrimitiveView {
  /// A rectangle.
  public init() {}
  var snippetNode: SnippetNode { .group([]) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, _PrimitiveView {
  /// A rounded rectangle of a corner radius.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {}
  var snippetNode: SnippetNode { .group([]) }
}

/// A capsule.
public struct Capsule: Shape, _PrimitiveView {
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) {}
  var snippetNode: SnippetNode { .group([]) }
}

/// The shape of the container a view is in, such as a widget's rounded rectangle.
public struct ContainerRelativeShape: Shape, _PrimitiveView {
  /// The container's shape.
  public init() {}
  var snippetNode: SnippetNode { .group([]) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
