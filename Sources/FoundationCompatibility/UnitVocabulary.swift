import Foundation

/// How units are written: symbols for the short and medium styles, singular and plural names for
/// the long style, and the ladders natural scale and locale conversion climb.
enum UnitVocabulary {
  /// The singular and plural names of a unit, when known.
  static func names(of unit: Unit) -> (singular: String, plural: String)? {
    for (known, singular, plural) in table
    where known.symbol == unit.symbol
      && type(of: known) == type(of: unit)
    {
      return (singular, plural)
    }
    return nil
  }

  /// A unit written for a style and a value: "m", "meters", "meter".
  static func text(for unit: Unit, style: Formatter.UnitStyle, value: Double) -> String {
    guard style == .long else { return symbol(of: unit) }
    guard let names = names(of: unit) else { return symbol(of: unit) }
    return abs(value) == 1 ? names.singular : names.plural
  }

  /// A unit's symbol as Darwin writes it (Foundation on Linux spells kilocalories "kCal").
  static func symbol(of unit: Unit) -> String {
    unit.symbol == "kCal" ? "kcal" : unit.symbol
  }

  /// Units of one dimension from small to large, in one measurement system.
  static func ladder(for unit: Dimension, system: Locale.MeasurementSystem) -> [Dimension] {
    let usCustomary = system == .us
    switch unit {
    case is UnitLength:
      return usCustomary
        ? [UnitLength.inches, UnitLength.feet, UnitLength.miles]
        : [
          UnitLength.millimeters, UnitLength.centimeters, UnitLength.meters, UnitLength.kilometers,
        ]
    case is UnitMass:
      return usCustomary
        ? [UnitMass.ounces, UnitMass.pounds]
        : [UnitMass.milligrams, UnitMass.grams, UnitMass.kilograms]
    case is UnitVolume:
      return usCustomary
        ? [UnitVolume.fluidOunces, UnitVolume.cups, UnitVolume.gallons]
        : [UnitVolume.milliliters, UnitVolume.liters]
    case is UnitSpeed:
      return usCustomary ? [UnitSpeed.milesPerHour] : [UnitSpeed.kilometersPerHour]
    case is UnitTemperature:
      return usCustomary ? [UnitTemperature.fahrenheit] : [UnitTemperature.celsius]
    case is UnitEnergy:
      return [UnitEnergy.calories, UnitEnergy.kilocalories]
    case is UnitDuration:
      return [UnitDuration.seconds, UnitDuration.minutes, UnitDuration.hours]
    default:
      return []
    }
  }

  /// Whether a unit belongs to a ladder (by symbol, as units are not `Equatable` across
  /// instances).
  static func contains(_ ladder: [Dimension], _ unit: Dimension) -> Bool {
    ladder.contains { $0.symbol == unit.symbol }
  }

  private static let table: [(Unit, String, String)] = [
    (UnitLength.millimeters, "millimeter", "millimeters"),
    (UnitLength.centimeters, "centimeter", "centimeters"),
    (UnitLength.meters, "meter", "meters"),
    (UnitLength.kilometers, "kilometer", "kilometers"),
    (UnitLength.inches, "inch", "inches"),
    (UnitLength.feet, "foot", "feet"),
    (UnitLength.yards, "yard", "yards"),
    (UnitLength.miles, "mile", "miles"),
    (UnitLength.nauticalMiles, "nautical mile", "nautical miles"),
    (UnitMass.milligrams, "milligram", "milligrams"),
    (UnitMass.grams, "gram", "grams"),
    (UnitMass.kilograms, "kilogram", "kilograms"),
    (UnitMass.ounces, "ounce", "ounces"),
    (UnitMass.pounds, "pound", "pounds"),
    (UnitVolume.milliliters, "milliliter", "milliliters"),
    (UnitVolume.liters, "liter", "liters"),
    (UnitVolume.fluidOunces, "fluid ounce", "fluid ounces"),
    (UnitVolume.cups, "cup", "cups"),
    (UnitVolume.gallons, "gallon", "gallons"),
    (UnitSpeed.metersPerSecond, "meter per second", "meters per second"),
    (UnitSpeed.kilometersPerHour, "kilometer per hour", "kilometers per hour"),
    (UnitSpeed.milesPerHour, "mile per hour", "miles per hour"),
    (UnitTemperature.celsius, "degree Celsius", "degrees Celsius"),
    (UnitTemperature.fahrenheit, "degree Fahrenheit", "degrees Fahrenheit"),
    (UnitTemperature.kelvin, "kelvin", "kelvins"),
    (UnitEnergy.calories, "calorie", "calories"),
    (UnitEnergy.kilocalories, "kilocalorie", "kilocalories"),
    (UnitEnergy.joules, "joule", "joules"),
    (UnitEnergy.kilojoules, "kilojoule", "kilojoules"),
    (UnitDuration.seconds, "second", "seconds"),
    (UnitDuration.minutes, "minute", "minutes"),
    (UnitDuration.hours, "hour", "hours"),
  ]
}
