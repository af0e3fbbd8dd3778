import Foundation

// What a resolver sees of a measurement parameter: its unit rules. One declaration serves the
// seven dimensions whose unit enums Apple names (`IntentParameter<Measurement<UnitLength>>
// .Length` …), through the dimension's `_IntentUnitName`; the parameter's initializers and unit
// accessors (Intents/IntentParameter+MeasurementUnitInits.swift) use the same protocols.

/// A dimension whose units a measurement parameter names with one of Apple's unit enums.
public protocol _IntentUnitDimension: Dimension {
  /// The unit enum of parameters of this dimension, such as `.kilometers`.
  associatedtype _IntentUnitName: CaseIterable, Sendable
}

extension UnitDuration: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentDurationUnit
}
extension UnitEnergy: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentEnergyUnit
}
extension UnitLength: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentLengthUnit
}
extension UnitMass: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentMassUnit
}
extension UnitSpeed: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentSpeedUnit
}
extension UnitTemperature: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentTemperatureUnit
}
extension UnitVolume: _IntentUnitDimension {
  public typealias _IntentUnitName = _IntentVolumeUnit
}

/// A measurement in one of those dimensions.
public protocol _IntentMeasurement {
  /// The measurement's dimension.
  associatedtype _Dimension: _IntentUnitDimension

  /// Creates the measurement of `value` in `unit`.
  init(value: Double, unit: _Dimension)
}

extension Measurement: _IntentMeasurement where UnitType: _IntentUnitDimension {
  public typealias _Dimension = UnitType
}

extension IntentParameterContext where Value.ValueType: _IntentMeasurement {
  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: Value.ValueType._Dimension._IntentUnitName? {
    descriptor.measurement?.isFixed == true ? unitName : nil
  }

  /// The unit a number said alone is in, for a `defaultUnit:` parameter.
  public var defaultUnit: Value.ValueType._Dimension._IntentUnitName? {
    descriptor.measurement?.isFixed == false ? unitName : nil
  }

  /// Whether the parameter's unit follows the person's locale.
  public var unitAdjustForLocale: Bool { descriptor.measurement?.adjustsForLocale ?? false }

  /// Whether the parameter takes negative numbers.
  public var supportsNegativeNumbers: Bool {
    descriptor.measurement?.supportsNegativeNumbers ?? true
  }

  private var unitName: Value.ValueType._Dimension._IntentUnitName? {
    guard let unit = descriptor.measurement?.defaultUnit else { return nil }
    return Value.ValueType._Dimension._IntentUnitName.allCases.first {
      ($0 as? any MeasurementUnitName)?.dimension == unit
    }
  }
}
