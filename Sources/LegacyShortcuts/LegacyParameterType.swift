import ConversationRuntime

/// A SiriKit parameter's type as an import file names it: a system type ("Integer",
/// "Placemark") or a custom type or enum of the intent definition ("Soup", "OrderType").
enum LegacyParameterType: Sendable, Hashable {
  /// A system type, by the kind App Intents gives it ("Distance" is a length measurement).
  case system(MigratedValueKind.SystemKind)
  /// A custom type (`INObject`) or custom enum, by its name in the intent definition.
  case custom(String)

  /// The type an intent definition's type name means.
  init(name: String) {
    switch name {
    case "Integer": self = .system(.integer)
    case "Decimal", "Double", "Number": self = .system(.decimal)
    case "Boolean": self = .system(.boolean)
    case "String": self = .system(.string)
    case "Date", "DateComponents": self = .system(.date)
    case "URL": self = .system(.url)
    case "Placemark", "Location": self = .system(.placemark)
    case "CurrencyAmount", "Currency": self = .system(.currencyAmount)
    case "Distance", "Length": self = .system(.measurement(dimension: "length"))
    case "Mass": self = .system(.measurement(dimension: "mass"))
    case "Duration": self = .system(.measurement(dimension: "duration"))
    case "Speed": self = .system(.measurement(dimension: "speed"))
    case "Temperature": self = .system(.measurement(dimension: "temperature"))
    case "Volume": self = .system(.measurement(dimension: "volume"))
    case "Energy": self = .system(.measurement(dimension: "energy"))
    default: self = .custom(name)
    }
  }

  /// The members a value of this type has in the file, besides `type` and `array`.
  var valueMembers: Set<String> {
    switch self {
    case .system(.integer), .system(.decimal), .system(.boolean), .system(.string),
      .system(.date), .system(.url):
      return ["value"]
    case .system(.placemark): return ["identifier", "displayString"]
    case .system(.currencyAmount): return ["amount", "currencyCode"]
    case .system(.measurement): return ["value", "unit"]
    case .custom: return ["identifier", "displayString", "enum"]
    }
  }
}
