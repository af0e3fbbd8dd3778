/// The shape of a bordered button (SwiftUI's `ButtonBorderShape`); a button in a text snippet
/// is drawn as a listed choice, so the shape is kept as code reads.
public struct ButtonBorderShape: Sendable, Hashable {
  let name: String
  /// As the platform decides.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle of the platform's radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle of corner `radius`.
  public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle")
  }
}

extension View {
  /// Sets the shape of bordered buttons inside; kept as code reads (see ``ButtonBorderShape``).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}
