import ConversationRuntime
import Foundation
import OpenAppIntents

/// A SiriKit parameter's type as an import file names it: a system type ("Integer",
/// "Placemark") or a custom type or enum of the intent definition ("Soup", "OrderType").
enum LegacyParameterType: Sendable {
  /// A system type, by the kind App Intents gives it ("Distance" is a length measurement).
  case system(IntentValueKind)
  /// A custom type (`INObject`) or custom enum, by its name in the intent definition.
  case custom(String)

  /// The type an intent definition's type name means.
  init(name: String) {
    switch name {
    case "Integer": self = .system(.integer)
    case "Decimal", "Double", "Number": self = .system(.double)
    case "Boolean": self = .system(.boolean)
    case "String": self = .system(.string)
    case "Date", "DateComponents": self = .system(.date)
    case "URL": self = .system(.url)
    case "Placemark", "Location": self = .system(.placemark)
    case "CurrencyAmount", "Currency": self = .system(.currencyAmount)
    case "Distance", "Length": self = .measurement(UnitLength.self)
    case "Mass": self = .measurement(UnitMass.self)
    case "Duration": self = .measurement(UnitDuration.self)
    case "Speed": self = .measurement(UnitSpeed.self)
    case "Temperature": self = .measurement(UnitTemperature.self)
    case "Volume": self = .measurement(UnitVolume.self)
    case "Energy": self = .measurement(UnitEnergy.self)
    default: self = .custom(name)
    }
  }

  /// The members a value of this type has in the file, besides `type` and `array`.
  var valueMembers: Set<String> {
    switch self {
    case .system(.integer), .system(.double), .system(.boolean), .system(.string),
      .system(.date), .system(.url):
      return ["value"]
    case .system(.placemark): return ["identifier", "displayString"]
    case .system(.currencyAmount): return ["amount", "currencyCode"]
    case .system(.measurement): return ["value", "unit"]
    case .system, .custom: return ["identifier", "displayString", "enum"]
    }
  }

  /// A system type measuring one dimension.
  private static func measurement<Unit: Dimension>(_ unit: Unit.Type) -> Self {
    .system(.measurement(MeasurementValueSupport(unit)))
  }
}
