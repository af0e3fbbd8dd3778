// Apple declares the `supportedTypeIdentifiers:` and `supportedContentTypes:` initializers for
// one file and for several alike; here once, over `_IntentFileValue`.

extension IntentParameter where Value.ValueType: _IntentFileValue {
  /// Creates a file parameter, or one of several files, that takes files of these uniform type
  /// identifiers, such as `["public.image"]`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, supportedTypeIdentifiers: [String],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      supportedContentTypes: supportedTypeIdentifiers.map(UTType.named),
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a file parameter, or one of several files, that takes files of these content
  /// types, such as `[.pdf, .image]`.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, supportedContentTypes: [UTType],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock { $0.contentTypes = supportedContentTypes }
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// Creates a file parameter of these uniform type identifiers whose files come from an
  /// options provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    supportedTypeIdentifiers: [String], requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    entry.withLock { $0.contentTypes = supportedTypeIdentifiers.map(UTType.named) }
  }
}

extension IntentParameter where Value.ValueType == [IntentFile] {
  /// Creates a parameter of several files of these content types, as many as `size` allows
  /// for each widget family.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: [IntentFile]? = nil, supportedContentTypes: [UTType]? = nil,
    size: [IntentWidgetFamily: IntentCollectionSize],
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock {
      $0.contentTypes = supportedContentTypes
      for (family, limit) in size { $0.sizes[family] = limit }
    }
  }
}

extension UTType {
  /// The type with this identifier: a common type SiriSim knows, else one imported by name.
  fileprivate static func named(_ identifier: String) -> UTType {
    UTType(identifier) ?? UTType(importedAs: identifier)
  }
}
