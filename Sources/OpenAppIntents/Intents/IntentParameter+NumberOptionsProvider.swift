extension IntentParameter where Value.ValueType == Int {
  /// Creates a whole-number parameter, optionally limited to a range, whose values an options
  /// provider suggests.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    let range = inclusiveRange.map { bounds in
      Double(
        min(bounds.lowerBound, bounds.upperBound))...Double(
          max(bounds.lowerBound, bounds.upperBound))
    }
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: range,
      controlStyle: controlStyle == .stepper ? .stepper : .field,
      options: { try await optionsProvider._choices() })
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// Creates a decimal parameter, optionally limited to a range, whose values an options
  /// provider suggests.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    let range = inclusiveRange.map { bounds in
      min(bounds.lowerBound, bounds.upperBound)...max(bounds.lowerBound, bounds.upperBound)
    }
    let control: ParameterControlStyle
    switch controlStyle {
    case .field: control = .field
    case .slider: control = .slider
    case .stepper: control = .stepper
    }
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: range,
      controlStyle: control, options: { try await optionsProvider._choices() })
  }
}
