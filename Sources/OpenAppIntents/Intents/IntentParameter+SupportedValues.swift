import Foundation

extension IntentParameter where Value.ValueType: AppEnum {
  /// Creates an enum parameter that takes only some of the enum's cases: Siri offers and
  /// accepts only these.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType]
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: { supportedValues.map { IntentValueChoice(describing: $0) } })
  }

  /// Creates an enum parameter that takes only some of the enum's cases, as an options
  /// provider lists them; a case the provider lists that is not supported is left out.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType], optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: {
        try await optionsProvider._choices().filter { choice in
          supportedValues.contains { $0 == choice.value as? Value.ValueType }
        }
      })
  }
}

extension IntentParameter where Value.ValueType: AppEntity {
  /// Creates an entity parameter that takes only these entities: Siri offers and accepts only
  /// these.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType]
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: { supportedValues._choices() })
  }

  /// Creates an entity parameter that takes only these entities, as an options provider lists
  /// them; an entity the provider lists that is not supported is left out.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType], optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    let identifiers = Set(supportedValues.map { "\($0.id)" })
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: {
        try await optionsProvider._choices().filter { choice in
          (choice.value as? Value.ValueType).map { identifiers.contains("\($0.id)") } ?? false
        }
      })
  }

  /// Creates an entity parameter whose entities come from this query rather than the entity
  /// type's default query: Siri offers the query's suggestions.
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
  ) where Query.Entity == Value.ValueType {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: { try await query.suggestedEntities()._choices() })
  }
}
