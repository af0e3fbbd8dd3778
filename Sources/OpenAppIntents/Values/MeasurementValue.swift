import Foundation

extension Measurement: _IntentValue where UnitType: Dimension {
  /// Measurements are read as a number and a unit ("5 km"), or a number in the default unit.
  public static var _valueKind: IntentValueKind {
    .measurement(MeasurementValueSupport(UnitType.self))
  }
}

/// How the runtime reads and writes measurements of one dimension, such as lengths.
///
/// SiriSim runtime support, not part of Apple's API.
public struct MeasurementValueSupport: @unchecked Sendable {
  /// The dimension's name, such as "length".
  public var dimensionName: String
  /// The units a person may name, each with the words that name it; the first is the base.
  public var units: [(unit: Dimension, names: [String])]
  /// Makes a measurement of the dimension's type.
  public var make: @Sendable (Double, Dimension) -> any Sendable
  /// Reads a measurement of the dimension's type.
  public var read: @Sendable (any Sendable) -> (value: Double, unit: Dimension)?

  /// The support for a dimension type.
  public init<UnitType: Dimension>(_ type: UnitType.Type) {
    dimensionName = MeasurementUnits.dimensionName(of: type)
    units = MeasurementUnits.units(of: type)
    make = { value, unit in
      Measurement(value: value, unit: (unit as? UnitType) ?? UnitType.baseUnit())
    }
    read = { value in
      guard let measurement = value as? Measurement<UnitType> else { return nil }
      return (measurement.value, measurement.unit)
    }
  }

  /// The unit a word names ("km", "kilometres", "miles"), if any.
  public func unit(named word: String) -> Dimension? {
    let key = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    return units.first { $0.names.contains(key) || $0.unit.symbol.lowercased() == key }?.unit
  }

  /// The measurement in `unit`, if both are of the dimension.
  public func value(_ measurement: any Sendable, in unit: Dimension) -> Double? {
    guard let (value, from) = read(measurement) else { return nil }
    let base = from.converter.baseUnitValue(fromValue: value)
    return unit.converter.value(fromBaseUnitValue: base)
  }
}

/// A measurement as Siri says it: "300 m", "5 km", "0.5 mi".
protocol SpokenMeasurement {
  var spokenText: String { get }
}

extension Measurement: SpokenMeasurement {
  /// Lengths in meters read in kilometers from 1,000 m on, as a measurement formatter's
  /// natural scale does: "804.67 m", "24.14 km".
  var spokenText: String {
    if let length = self as? Measurement<UnitLength>, length.unit == .meters,
      abs(length.value) >= 1000
    {
      let kilometers = length.converted(to: .kilometers)
      return MeasurementUnits.number(kilometers.value) + " " + kilometers.unit.symbol
    }
    return MeasurementUnits.number(value) + " " + unit.symbol
  }
}

/// The units SiriSim reads for the common dimensions, and how numbers are written.
enum MeasurementUnits {
  static func dimensionName(of type: Dimension.Type) -> String {
    switch type {
    case is UnitLength.Type: return "length"
    case is UnitMass.Type: return "mass"
    case is UnitDuration.Type: return "duration"
    case is UnitSpeed.Type: return "speed"
    case is UnitTemperature.Type: return "temperature"
    case is UnitVolume.Type: return "volume"
    case is UnitEnergy.Type: return "energy"
    default: return "measurement"
    }
  }

  static func units(of type: Dimension.Type) -> [(unit: Dimension, names: [String])] {
    let table: [(Dimension, [String])]
    switch type {
    case is UnitLength.Type:
      table = [
        (UnitLength.meters, ["m", "meter", "meters", "metre", "metres"]),
        (
          UnitLength.kilometers,
          ["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "k"]
        ),
        (UnitLength.centimeters, ["cm", "centimeter", "centimeters", "centimetre", "centimetres"]),
        (UnitLength.millimeters, ["mm", "millimeter", "millimeters", "millimetre", "millimetres"]),
        (UnitLength.miles, ["mi", "mile", "miles"]),
        (UnitLength.yards, ["yd", "yds", "yard", "yards"]),
        (UnitLength.feet, ["ft", "foot", "feet"]),
        (UnitLength.inches, ["in", "inch", "inches"]),
        (UnitLength.nauticalMiles, ["nmi", "nautical mile", "nautical miles"]),
      ]
    case is UnitMass.Type:
      table = [
        (UnitMass.kilograms, ["kg", "kilo", "kilos", "kilogram", "kilograms"]),
        (UnitMass.grams, ["g", "gram", "grams"]),
        (UnitMass.pounds, ["lb", "lbs", "pound", "pounds"]),
        (UnitMass.ounces, ["oz", "ounce", "ounces"]),
      ]
    case is UnitDuration.Type:
      table = [
        (UnitDuration.seconds, ["s", "sec", "secs", "second", "seconds"]),
        (UnitDuration.minutes, ["min", "mins", "minute", "minutes"]),
        (UnitDuration.hours, ["h", "hr", "hrs", "hour", "hours"]),
      ]
    case is UnitSpeed.Type:
      table = [
        (UnitSpeed.metersPerSecond, ["m/s", "meters per second", "metres per second"]),
        (
          UnitSpeed.kilometersPerHour,
          ["km/h", "kph", "kilometers per hour", "kilometres per hour"]
        ),
        (UnitSpeed.milesPerHour, ["mph", "miles per hour"]),
      ]
    case is UnitTemperature.Type:
      table = [
        (UnitTemperature.kelvin, ["k", "kelvin"]),
        (UnitTemperature.celsius, ["°c", "c", "celsius", "degrees celsius"]),
        (UnitTemperature.fahrenheit, ["°f", "f", "fahrenheit", "degrees fahrenheit"]),
      ]
    case is UnitVolume.Type:
      table = [
        (UnitVolume.liters, ["l", "liter", "liters", "litre", "litres"]),
        (UnitVolume.milliliters, ["ml", "milliliter", "milliliters", "millilitre", "millilitres"]),
        (UnitVolume.gallons, ["gal", "gallon", "gallons"]),
        (UnitVolume.cups, ["cup", "cups"]),
      ]
    case is UnitEnergy.Type:
      table = [
        (UnitEnergy.joules, ["j", "joule", "joules"]),
        (UnitEnergy.kilojoules, ["kj", "kilojoule", "kilojoules"]),
        (UnitEnergy.kilocalories, ["kcal", "kilocalorie", "kilocalories"]),
        (UnitEnergy.calories, ["cal", "calorie", "calories"]),
      ]
    default:
      table = [(type.baseUnit(), [type.baseUnit().symbol.lowercased()])]
    }
    return table.map { (unit: $0.0, names: $0.1) }
  }

  /// A number with at most two decimals and no trailing zeros: 5, 0.8, 804.67.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
