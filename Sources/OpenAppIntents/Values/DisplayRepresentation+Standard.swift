import Foundation

extension IntentCurrencyAmount: DisplayRepresentable, TypeDisplayRepresentable {
  /// "Currency Amount".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Currency Amount" }
  /// The amount with its currency symbol, such as "$9.25".
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(description)")
  }
}

extension CLPlacemark: DisplayRepresentable, TypeDisplayRepresentable {
  /// "Location".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Location" }
  /// The place's name, else its coordinate.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(description)")
  }
}
