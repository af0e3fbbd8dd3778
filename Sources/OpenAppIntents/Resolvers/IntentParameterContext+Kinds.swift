import Foundation

// What a resolver sees of a parameter beyond its title: the options its initializer declared,
// read from the runtime's descriptor of it.

extension IntentParameterContext where Value.ValueType == Int {
  /// How the parameter takes its value in Shortcuts.
  public var controlStyle: IntentParameter<Value>.IntControlStyle? {
    switch descriptor.controlStyle {
    case .stepper: return .stepper
    case .field: return .field
    case .slider, nil: return nil
    }
  }

  /// The lowest and highest numbers the parameter allows.
  public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Int>? {
    descriptor.inclusiveRange.map { (Int($0.lowerBound), Int($0.upperBound)) }
  }
}

extension IntentParameterContext where Value.ValueType == Double {
  /// How the parameter takes its value in Shortcuts.
  public var controlStyle: IntentParameter<Value>.DoubleControlStyle? {
    descriptor.controlStyle.map { style in
      style == .slider ? .slider : style == .field ? .field : .stepper
    }
  }

  /// The lowest and highest numbers the parameter allows.
  public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Double>? {
    descriptor.inclusiveRange.map { ($0.lowerBound, $0.upperBound) }
  }
}

extension IntentParameterContext where Value.ValueType == IntentCurrencyAmount {
  /// The currencies the parameter takes; `nil` takes any.
  public var currencyCodes: [String]? { descriptor.entry.currencyCodes }

  /// The lowest and highest amounts the parameter allows.
  public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? {
    descriptor.entry.currencyRange.map { ($0.lowerBound, $0.upperBound) }
  }
}

extension IntentParameterContext where Value.ValueType == CLPlacemark {
  /// How the parameter shows a place.
  public var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? {
    let styles: [IntentParameter<Value>.PlacemarkDisplayStyle] = [.name, .address, .city]
    return styles.first { $0.entryName == descriptor.entry.placemarkStyle }
  }
}

extension IntentParameterContext where Value.ValueType: _IntentDateKindValue {
  /// What the parameter asks for: a day, a time of day, or both.
  public var dateKind: IntentParameter<Value>.DateKind? {
    IntentParameter<Value>.DateKind(descriptor.entry.dateKind)
  }
}

extension IntentParameterContext where Value.ValueType == IntentPerson {
  /// Which handles the parameter asks for.
  public var parameterMode: IntentPerson.ParameterMode? { descriptor.entry.personMode }
}

extension IntentParameterContext where Value.ValueType == Bool {
  /// The titles the parameter gives `true` and `false`, if it declared them.
  public var displayName: Bool.IntentDisplayName? { descriptor.entry.booleanNames }
}
