extension IntentParameter where Value.ValueType: _IntentNumberValue {
  /// Creates a whole-number or decimal parameter, optionally limited to a range, whose values an
  /// options provider suggests.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil,
    controlStyle: Value.ValueType._ControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      controlStyle: controlStyle, inclusiveRange: inclusiveRange,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      options: { try await optionsProvider._choices() })
  }
}
