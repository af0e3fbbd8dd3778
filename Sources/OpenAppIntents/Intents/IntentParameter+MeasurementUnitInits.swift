import Foundation

// Apple's measurement parameters declared with a unit enum and a number: `@Parameter(title:
// "Distance", defaultValue: 5, defaultUnit: .kilometers) var distance: Measurement<UnitLength>`.
// `defaultUnit:` is the unit a number said alone is in; `unit:` fixes the unit. Apple declares
// the inits once per dimension; their one body is `init(title:description:number:unitNamed:...)`
// below.

extension IntentParameter {
  /// The body of every `defaultUnit:` and `unit:` measurement init: a number said alone is in
  /// the named unit, or the dimension's base unit when none is named.
  convenience init<UnitType: Dimension>(
    title: LocalizedStringResource?, description: LocalizedStringResource?, number: Double?,
    unitNamed name: (any MeasurementUnitName)?, isFixed: Bool, adjustsForLocale: Bool,
    supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior
  ) where Value.ValueType == Measurement<UnitType> {
    let unit = name?.dimension as? UnitType ?? UnitType.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: number.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: adjustsForLocale, isFixed: isFixed),
      options: nil)
  }

  /// The case of `Name` a `unit:` parameter fixes, or `nil` when a person may name another.
  func fixedUnit<Name: MeasurementUnitName & CaseIterable>(_: Name.Type) -> Name? {
    guard let measurement, measurement.isFixed else { return nil }
    return Name.allCases.first { $0.dimension == measurement.defaultUnit }
  }
}

extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
  /// Creates a duration parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Duration? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a duration parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Duration,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Duration? { fixedUnit(Duration.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitEnergy> {
  /// Creates an energy parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Energy? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates an energy parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Energy,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Energy? { fixedUnit(Energy.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitLength> {
  /// Creates a length parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Length? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a length parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Length,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Length? { fixedUnit(Length.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitMass> {
  /// Creates a mass parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Mass? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a mass parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Mass,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Mass? { fixedUnit(Mass.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitSpeed> {
  /// Creates a speed parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Speed? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a speed parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Speed,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Speed? { fixedUnit(Speed.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitTemperature> {
  /// Creates a temperature parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Temperature? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a temperature parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Temperature,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Temperature? { fixedUnit(Temperature.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitVolume> {
  /// Creates a volume parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Volume? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: defaultUnit,
      isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a volume parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, number: defaultValue, unitNamed: unit,
      isFixed: true, adjustsForLocale: unitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Volume? { fixedUnit(Volume.self) }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}
