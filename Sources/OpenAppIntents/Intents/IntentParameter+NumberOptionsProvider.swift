extension IntentParameter where Value.ValueType == Int {
  /// Creates a whole-number parameter, optionally limited to a range, whose values an options
  /// provider suggests.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      controlStyle: controlStyle, inclusiveRange: inclusiveRange,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
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
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      controlStyle: controlStyle, inclusiveRange: inclusiveRange,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      options: { try await optionsProvider._choices() })
  }
}
