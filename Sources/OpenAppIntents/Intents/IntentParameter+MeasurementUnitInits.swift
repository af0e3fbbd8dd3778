import Foundation

// Apple's measurement parameters declared with a unit enum and a number: `@Parameter(title:
// "Distance", defaultValue: 5, defaultUnit: .kilometers) var distance: Measurement<UnitLength>`.
// `defaultUnit:` is the unit a number said alone is in; `unit:` fixes the unit.

extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
  /// Creates a duration parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Duration? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let unit = defaultUnit?.dimension as? UnitDuration ?? UnitDuration.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a duration parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Duration,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitDuration ?? UnitDuration.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Duration? {
    guard let measurement, measurement.isFixed else { return nil }
    return Duration.allCases.first { $0.dimension == measurement.defaultUnit }
  }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}

extension IntentParameter where Value.ValueType == Measurement<UnitEnergy> {
  /// Creates a energy parameter whose numbers said alone are in `defaultUnit`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: IntentParameter<Value>.Energy? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let unit = defaultUnit?.dimension as? UnitEnergy ?? UnitEnergy.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a energy parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Energy,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitEnergy ?? UnitEnergy.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Energy? {
    guard let measurement, measurement.isFixed else { return nil }
    return Energy.allCases.first { $0.dimension == measurement.defaultUnit }
  }

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
    let unit = defaultUnit?.dimension as? UnitLength ?? UnitLength.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a length parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Length,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitLength ?? UnitLength.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Length? {
    guard let measurement, measurement.isFixed else { return nil }
    return Length.allCases.first { $0.dimension == measurement.defaultUnit }
  }

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
    let unit = defaultUnit?.dimension as? UnitMass ?? UnitMass.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a mass parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Mass,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitMass ?? UnitMass.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Mass? {
    guard let measurement, measurement.isFixed else { return nil }
    return Mass.allCases.first { $0.dimension == measurement.defaultUnit }
  }

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
    let unit = defaultUnit?.dimension as? UnitSpeed ?? UnitSpeed.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a speed parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Speed,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitSpeed ?? UnitSpeed.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Speed? {
    guard let measurement, measurement.isFixed else { return nil }
    return Speed.allCases.first { $0.dimension == measurement.defaultUnit }
  }

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
    let unit = defaultUnit?.dimension as? UnitTemperature ?? UnitTemperature.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a temperature parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Temperature,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitTemperature ?? UnitTemperature.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Temperature? {
    guard let measurement, measurement.isFixed else { return nil }
    return Temperature.allCases.first { $0.dimension == measurement.defaultUnit }
  }

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
    let unit = defaultUnit?.dimension as? UnitVolume ?? UnitVolume.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: defaultUnitAdjustForLocale, isFixed: false),
      options: nil)
  }

  /// Creates a volume parameter that takes numbers in `unit` only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let fixed = unit.dimension as? UnitVolume ?? UnitVolume.baseUnit()
    self.init(
      title: title, description: description,
      defaultValue: defaultValue.map { Measurement(value: $0, unit: fixed) },
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: fixed, supportsNegativeNumbers: supportsNegativeNumbers,
        adjustsForLocale: unitAdjustForLocale, isFixed: true),
      options: nil)
  }

  /// The unit a `unit:` parameter takes, or `nil` when a person may name another.
  public var unit: IntentParameter<Value>.Volume? {
    guard let measurement, measurement.isFixed else { return nil }
    return Volume.allCases.first { $0.dimension == measurement.defaultUnit }
  }

  /// Whether the parameter's unit follows the person's locale (miles where miles are used).
  public var unitAdjustForLocale: Bool { measurement?.adjustsForLocale ?? false }
}
