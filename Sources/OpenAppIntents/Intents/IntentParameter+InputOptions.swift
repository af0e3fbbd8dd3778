// Apple declares the `inputOptions:` initializer and `inputOptions` for one text and for
// several alike; here once, over `_IntentTextInputValue`.

extension IntentParameter where Value.ValueType: _IntentTextInputValue {
  /// Creates a text parameter, or one of several texts, whose field has input options:
  /// `inputOptions: String.IntentInputOptions(multiline: true)` takes several lines,
  /// `.numberPad` digits only.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, inputOptions: String.IntentInputOptions?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock { $0.inputOptions = inputOptions }
  }

  /// The field's input options, if the parameter declares any.
  public var inputOptions: String.IntentInputOptions? { entry.withLock { $0.inputOptions } }
}
