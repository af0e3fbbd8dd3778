import Foundation

/// Writes measurements with their units: Darwin Foundation's `MeasurementFormatter`, which
/// Foundation on Linux declares unavailable.
///
/// Apps import it through `OpenAppIntents`, so `MeasurementFormatter()` in an intent resolves here.
/// As on Darwin, with no `unitOptions` a measurement is converted to the locale's measurement
/// system (300 m reads "0.19 mi" in the United States); `.providedUnit` keeps the unit;
/// `.naturalScale` picks the unit of the system that suits the magnitude ("24.14 km").
open class MeasurementFormatter: @unchecked Sendable {
  /// How the unit is chosen.
  public struct UnitOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep the measurement's own unit.
    public static let providedUnit = UnitOptions(rawValue: 1 << 0)
    /// Choose the unit by the magnitude of the value.
    public static let naturalScale = UnitOptions(rawValue: 1 << 1)
    /// Write temperatures without their unit ("20°").
    public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
  }

  /// How the unit is chosen; empty: the locale's measurement system.
  open var unitOptions: UnitOptions = []
  /// How the unit is written: `.short` "300m", `.medium` "300 m", `.long` "300 meters".
  open var unitStyle: Formatter.UnitStyle = .medium
  /// The locale whose measurement system and number format apply.
  open var locale: Locale! {
    didSet { numberFormatter.locale = locale }
  }
  /// How the number is written (decimal, at most three fraction digits unless changed).
  open var numberFormatter: NumberFormatter!

  /// A formatter for the current locale.
  public init() {
    let numbers = NumberFormatter()
    numbers.numberStyle = .decimal
    numbers.maximumFractionDigits = 3
    numberFormatter = numbers
    locale = .current
  }

  /// A measurement as text, such as "300 m".
  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    var value = measurement.value
    var unit: Unit = measurement.unit
    if let dimension = measurement.unit as? Dimension, !unitOptions.contains(.providedUnit) {
      (value, unit) = converted(value, dimension)
    }
    let number = numberFormatter?.string(from: NSNumber(value: value)) ?? String(value)
    if unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) {
      return number + "°"
    }
    let unitText = UnitVocabulary.text(for: unit, style: unitStyle, value: value)
    return unitStyle == .short ? number + unitText : number + " " + unitText
  }

  /// A unit as text: its symbol, or its plural name in the long style.
  open func string(from unit: Unit) -> String {
    UnitVocabulary.text(for: unit, style: unitStyle, value: 2)
  }

  private func converted(_ amount: Double, _ unit: Dimension) -> (Double, Unit) {
    let system = (locale ?? .current).measurementSystem
    let ladder = UnitVocabulary.ladder(for: unit, system: system)
    guard !ladder.isEmpty else { return (amount, unit) }
    let base = unit.converter.baseUnitValue(fromValue: amount)
    let amounts = ladder.map { $0.converter.value(fromBaseUnitValue: base) }
    if unitOptions.contains(.naturalScale) {
      let index = amounts.lastIndex { abs($0) >= 1 } ?? 0
      return (amounts[index], ladder[index])
    }
    if UnitVocabulary.contains(ladder, unit) { return (amount, unit) }
    // Another system's unit: the counterpart closest in size, as Darwin converts kilometers to
    // miles for the United States.
    let distances = amounts.map { abs(Self.magnitude($0) - Self.magnitude(amount)) }
    let index = distances.indices.min { distances[$0] < distances[$1] } ?? 0
    return (amounts[index], ladder[index])
  }

  private static func magnitude(_ value: Double) -> Double {
    log(abs(value) + .leastNonzeroMagnitude)
  }
}
