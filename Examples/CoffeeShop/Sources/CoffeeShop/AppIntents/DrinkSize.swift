#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// A cup size; Siri asks for it when a phrase doesn't say.
public enum DrinkSize: String, AppEnum {
  case small
  case medium
  case large

  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size")
  public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .small: DisplayRepresentation(title: "small", synonyms: ["short", "petit"]),
    .medium: DisplayRepresentation(title: "medium", synonyms: ["regular", "moyen"]),
    .large: DisplayRepresentation(title: "large", synonyms: ["tall", "big", "grand"]),
  ]

  /// What the size adds to a medium's price, in cents.
  var surcharge: Int {
    switch self {
    case .small: -50
    case .medium: 0
    case .large: 75
    }
  }
}
