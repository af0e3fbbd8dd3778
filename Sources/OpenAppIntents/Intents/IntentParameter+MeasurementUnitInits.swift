import Foundation

// Apple's measurement parameters declared with a unit enum and a number: `@Parameter(title:
// "Distance", defaultValue: 5, defaultUnit: .kilometers) var distance: Measurement<UnitLength>`.
// `defaultUnit:` is the unit a number said alone is in; `unit:` fixes the unit. Apple declares
// these once per dimension (Duration, Energy, Length, Mass, Speed, Temperature, Volume); here one
// declaration serves the seven, through the dimension's unit enum (`_IntentUnitDimension`), and
// every one ends in `init(unitNamed:isFixed:adjustsForLocale:title:...)` below.

extension IntentParameter where Value.ValueType: _IntentMeasurement {
  /// The unit enum of this parameter's dimension (`IntentParameter<Value>.Length` …).
  public typealias _UnitName = Value.ValueType._Dimension._IntentUnitName

  /// Creates a measurement parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: _UnitName? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      unitNamed: defaultUnit, adjustsForLocale: defaultUnitAdjustForLocale,
      title: title, description: description, number: defaultValue,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a measurement parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: _UnitName, unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      unitNamed: unit, isFixed: true, adjustsForLocale: unitAdjustForLocale,
      title: title, description: description, number: defaultValue,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: _UnitName? {
    guard let measurement, measurement.isFixed else { return nil }
    return _UnitName.allCases.first {
      ($0 as? any MeasurementUnitName)?.dimension == measurement.defaultUnit
    }
  }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }

  /// The body of every `defaultUnit:` and `unit:` measurement init: a number said alone is in
  /// the named unit, or the dimension's base unit when none is named; `isFixed` for `unit:`.
  convenience init(
    unitNamed name: _UnitName?, isFixed: Bool = false, adjustsForLocale: Bool,
    title: LocalizedStringResource?, description: LocalizedStringResource?, number: Double?,
    supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior
  ) {
    typealias UnitType = Value.ValueType._Dimension
    let named = name.flatMap { ($0 as? any MeasurementUnitName)?.dimension as? UnitType }
    let unit = named ?? UnitType.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: number.map { Value.ValueType(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: adjustsForLocale, isFixed: isFixed),
      options: nil)
  }
}
