/// Supplies the values a parameter can take, such as the store locations.
public protocol DynamicOptionsProvider: Sendable {
  /// What `results()` returns: values a parameter can hold, as Apple's `ResultsCollection`'s
  /// `Result` is an `_IntentValue`.
  associatedtype Result: ResultsCollection where Result.Element: _IntentValue
  /// The default value's type: a value a parameter can hold, as in Apple's framework, whose
  /// `ValueType` the `optionsProvider:resolvers:` initializers match with the parameter's.
  associatedtype DefaultValue: _IntentValue = Result.Element
  /// The options.
  func results() async throws -> Result
  /// The value used when the person picks nothing.
  func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
  /// By default there is no default value.
  public func defaultResult() async -> DefaultValue? { nil }

  func _choices() async throws -> [IntentValueChoice] where Result.Element: Sendable {
    try await results()._sections.flatMap { section in
      section.items.map { item in
        var choice = IntentValueChoice(describing: item.value, section: section.title)
        choice.displayRepresentation.title = item.title
        if let subtitle = item.subtitle { choice.displayRepresentation.subtitle = subtitle }
        return choice
      }
    }
  }
}
