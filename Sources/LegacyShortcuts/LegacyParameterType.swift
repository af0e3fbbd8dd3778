/// A SiriKit parameter's type as an import file names it: a system type ("Integer",
/// "Placemark") or a custom type or enum of the intent definition ("Soup", "OrderType").
enum LegacyParameterType: Sendable, Hashable {
  case integer
  case decimal
  case boolean
  case string
  case date
  case url
  case placemark
  case currencyAmount
  /// A measurement such as "Distance", by the dimension App Intents calls it ("length").
  case measurement(dimension: String)
  /// A custom type (`INObject`) or custom enum, by its name in the intent definition.
  case custom(String)

  /// The type an intent definition's type name means.
  init(name: String) {
    switch name {
    case "Integer": self = .integer
    case "Decimal", "Double", "Number": self = .decimal
    case "Boolean": self = .boolean
    case "String": self = .string
    case "Date", "DateComponents": self = .date
    case "URL": self = .url
    case "Placemark", "Location": self = .placemark
    case "CurrencyAmount", "Currency": self = .currencyAmount
    case "Distance", "Length": self = .measurement(dimension: "length")
    case "Mass": self = .measurement(dimension: "mass")
    case "Duration": self = .measurement(dimension: "duration")
    case "Speed": self = .measurement(dimension: "speed")
    case "Temperature": self = .measurement(dimension: "temperature")
    case "Volume": self = .measurement(dimension: "volume")
    case "Energy": self = .measurement(dimension: "energy")
    default: self = .custom(name)
    }
  }

  /// The members a value of this type has in the file, besides `type` and `array`.
  var valueMembers: Set<String> {
    switch self {
    case .integer, .decimal, .boolean, .string, .date, .url: return ["value"]
    case .placemark: return ["identifier", "displayString"]
    case .currencyAmount: return ["amount", "currencyCode"]
    case .measurement: return ["value", "unit"]
    case .custom: return ["identifier", "displayString", "enum"]
    }
  }
}
