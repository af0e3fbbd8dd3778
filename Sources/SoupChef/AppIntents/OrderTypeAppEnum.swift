import OpenAppIntents

/// Pickup or delivery, as App Intents sees it.
public enum OrderTypeAppEnum: String, AppEnum {
  case pickup
  case delivery

  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Type")
  public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .pickup: "pickup",
    .delivery: "delivery",
  ]
}
