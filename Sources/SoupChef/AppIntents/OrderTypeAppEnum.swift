import OpenAppIntents

/// Pickup or delivery, as App Intents sees it.
public enum OrderTypeAppEnum: String, AppEnum {
  case pickup
  case delivery

  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Type")
  /// Each case's title, and the other ways people say pickup ("takeout", "to go"): Siri takes a
  /// synonym for its case, in a phrase or as an answer.
  public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .pickup: DisplayRepresentation(
      title: "pickup",
      synonyms: [
        "takeout", "take out", "takeaway", "carryout", "carry out", "to go", "collection",
      ]),
    .delivery: "delivery",
  ]
}
