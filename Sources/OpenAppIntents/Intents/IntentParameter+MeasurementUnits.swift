import Foundation

// The unit names Apple's measurement parameters take (`defaultUnit: .kilometers`), one enum per
// dimension; each names the Foundation unit of the same name, which is what the runtime reads in.
// Apple nests them in `IntentParameter` (`IntentParameter<Value>.Length`); they are declared at
// the top level so that every `IntentParameter<Value>` names the same enum, which lets one
// generic initializer serve all seven dimensions, and `IntentParameter` keeps Apple's names as
// typealiases.

extension IntentParameter {
  /// A unit of duration, for a `Measurement<UnitDuration>` parameter's `defaultUnit:` or `unit:`.
  public typealias Duration = _IntentDurationUnit
  /// A unit of energy, for a `Measurement<UnitEnergy>` parameter's `defaultUnit:` or `unit:`.
  public typealias Energy = _IntentEnergyUnit
  /// A unit of length, for a `Measurement<UnitLength>` parameter's `defaultUnit:` or `unit:`.
  public typealias Length = _IntentLengthUnit
  /// A unit of mass, for a `Measurement<UnitMass>` parameter's `defaultUnit:` or `unit:`.
  public typealias Mass = _IntentMassUnit
  /// A unit of speed, for a `Measurement<UnitSpeed>` parameter's `defaultUnit:` or `unit:`.
  public typealias Speed = _IntentSpeedUnit
  /// A unit of temperature, for a `Measurement<UnitTemperature>` parameter's `defaultUnit:` or `unit:`.
  public typealias Temperature = _IntentTemperatureUnit
  /// A unit of volume, for a `Measurement<UnitVolume>` parameter's `defaultUnit:` or `unit:`.
  public typealias Volume = _IntentVolumeUnit
}

/// A unit of duration, for a `Measurement<UnitDuration>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentDurationUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case hours
  case microseconds
  case milliseconds
  case minutes
  case nanoseconds
  case picoseconds
  case seconds

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .hours: return UnitDuration.hours
    case .microseconds: return UnitDuration.microseconds
    case .milliseconds: return UnitDuration.milliseconds
    case .minutes: return UnitDuration.minutes
    case .nanoseconds: return UnitDuration.nanoseconds
    case .picoseconds: return UnitDuration.picoseconds
    case .seconds: return UnitDuration.seconds
    }
  }
}

/// A unit of energy, for a `Measurement<UnitEnergy>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentEnergyUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case calories
  case joules
  case kilocalories
  case kilojoules
  case kilowattHours

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .calories: return UnitEnergy.calories
    case .joules: return UnitEnergy.joules
    case .kilocalories: return UnitEnergy.kilocalories
    case .kilojoules: return UnitEnergy.kilojoules
    case .kilowattHours: return UnitEnergy.kilowattHours
    }
  }
}

/// A unit of length, for a `Measurement<UnitLength>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentLengthUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case astronomicalUnits
  case centimeters
  case decameters
  case decimeters
  case fathoms
  case feet
  case furlongs
  case hectometers
  case inches
  case kilometers
  case lightyears
  case megameters
  case meters
  case micrometers
  case miles
  case millimeters
  case nanometers
  case nauticalMiles
  case parsecs
  case picometers
  case scandinavianMiles
  case yards

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .astronomicalUnits: return UnitLength.astronomicalUnits
    case .centimeters: return UnitLength.centimeters
    case .decameters: return UnitLength.decameters
    case .decimeters: return UnitLength.decimeters
    case .fathoms: return UnitLength.fathoms
    case .feet: return UnitLength.feet
    case .furlongs: return UnitLength.furlongs
    case .hectometers: return UnitLength.hectometers
    case .inches: return UnitLength.inches
    case .kilometers: return UnitLength.kilometers
    case .lightyears: return UnitLength.lightyears
    case .megameters: return UnitLength.megameters
    case .meters: return UnitLength.meters
    case .micrometers: return UnitLength.micrometers
    case .miles: return UnitLength.miles
    case .millimeters: return UnitLength.millimeters
    case .nanometers: return UnitLength.nanometers
    case .nauticalMiles: return UnitLength.nauticalMiles
    case .parsecs: return UnitLength.parsecs
    case .picometers: return UnitLength.picometers
    case .scandinavianMiles: return UnitLength.scandinavianMiles
    case .yards: return UnitLength.yards
    }
  }
}

/// A unit of mass, for a `Measurement<UnitMass>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentMassUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case carats
  case centigrams
  case decigrams
  case grams
  case kilograms
  case metricTons
  case micrograms
  case milligrams
  case nanograms
  case ounces
  case ouncesTroy
  case picograms
  case pounds
  case shortTons
  case slugs
  case stones

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .carats: return UnitMass.carats
    case .centigrams: return UnitMass.centigrams
    case .decigrams: return UnitMass.decigrams
    case .grams: return UnitMass.grams
    case .kilograms: return UnitMass.kilograms
    case .metricTons: return UnitMass.metricTons
    case .micrograms: return UnitMass.micrograms
    case .milligrams: return UnitMass.milligrams
    case .nanograms: return UnitMass.nanograms
    case .ounces: return UnitMass.ounces
    case .ouncesTroy: return UnitMass.ouncesTroy
    case .picograms: return UnitMass.picograms
    case .pounds: return UnitMass.pounds
    case .shortTons: return UnitMass.shortTons
    case .slugs: return UnitMass.slugs
    case .stones: return UnitMass.stones
    }
  }
}

/// A unit of speed, for a `Measurement<UnitSpeed>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentSpeedUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case kilometersPerHour
  case knots
  case metersPerSecond
  case milesPerHour

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .kilometersPerHour: return UnitSpeed.kilometersPerHour
    case .knots: return UnitSpeed.knots
    case .metersPerSecond: return UnitSpeed.metersPerSecond
    case .milesPerHour: return UnitSpeed.milesPerHour
    }
  }
}

/// A unit of temperature, for a `Measurement<UnitTemperature>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentTemperatureUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case celsius
  case fahrenheit
  case kelvin

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .celsius: return UnitTemperature.celsius
    case .fahrenheit: return UnitTemperature.fahrenheit
    case .kelvin: return UnitTemperature.kelvin
    }
  }
}

/// A unit of volume, for a `Measurement<UnitVolume>` parameter's `defaultUnit:` or `unit:`.
public enum _IntentVolumeUnit: Sendable, Hashable, CaseIterable, MeasurementUnitName {
  case acreFeet
  case bushels
  case centiliters
  case cubicCentimeters
  case cubicDecimeters
  case cubicFeet
  case cubicInches
  case cubicKilometers
  case cubicMeters
  case cubicMiles
  case cubicMillimeters
  case cubicYards
  case cups
  case deciliters
  case fluidOunces
  case gallons
  case imperialFluidOunces
  case imperialGallons
  case imperialPints
  case imperialQuarts
  case imperialTablespoons
  case imperialTeaspoons
  case kiloliters
  case liters
  case megaliters
  case metricCups
  case milliliters
  case pints
  case quarts
  case tablespoons
  case teaspoons

  /// The Foundation unit of the same name.
  package var dimension: Dimension {
    switch self {
    case .acreFeet: return UnitVolume.acreFeet
    case .bushels: return UnitVolume.bushels
    case .centiliters: return UnitVolume.centiliters
    case .cubicCentimeters: return UnitVolume.cubicCentimeters
    case .cubicDecimeters: return UnitVolume.cubicDecimeters
    case .cubicFeet: return UnitVolume.cubicFeet
    case .cubicInches: return UnitVolume.cubicInches
    case .cubicKilometers: return UnitVolume.cubicKilometers
    case .cubicMeters: return UnitVolume.cubicMeters
    case .cubicMiles: return UnitVolume.cubicMiles
    case .cubicMillimeters: return UnitVolume.cubicMillimeters
    case .cubicYards: return UnitVolume.cubicYards
    case .cups: return UnitVolume.cups
    case .deciliters: return UnitVolume.deciliters
    case .fluidOunces: return UnitVolume.fluidOunces
    case .gallons: return UnitVolume.gallons
    case .imperialFluidOunces: return UnitVolume.imperialFluidOunces
    case .imperialGallons: return UnitVolume.imperialGallons
    case .imperialPints: return UnitVolume.imperialPints
    case .imperialQuarts: return UnitVolume.imperialQuarts
    case .imperialTablespoons: return UnitVolume.imperialTablespoons
    case .imperialTeaspoons: return UnitVolume.imperialTeaspoons
    case .kiloliters: return UnitVolume.kiloliters
    case .liters: return UnitVolume.liters
    case .megaliters: return UnitVolume.megaliters
    case .metricCups: return UnitVolume.metricCups
    case .milliliters: return UnitVolume.milliliters
    case .pints: return UnitVolume.pints
    case .quarts: return UnitVolume.quarts
    case .tablespoons: return UnitVolume.tablespoons
    case .teaspoons: return UnitVolume.teaspoons
    }
  }
}

/// A unit enum of a measurement parameter, and the Foundation unit it names.
package protocol MeasurementUnitName {
  /// The Foundation unit of the same name.
  var dimension: Dimension { get }
}
