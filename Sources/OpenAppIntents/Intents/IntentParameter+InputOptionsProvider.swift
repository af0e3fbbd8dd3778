extension IntentParameter where Value.ValueType == String {
  /// Creates a text parameter whose field has input options and whose values an options
  /// provider suggests.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: String? = nil, inputOptions: String.IntentInputOptions?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    entry.withLock { $0.inputOptions = inputOptions }
  }
}
