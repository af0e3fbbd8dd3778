@_spi(SiriSim) import OpenAppIntents

extension ConversationRuntime {
  /// A suggestion in the words people use: the intent's title, then each value under its
  /// parameter's title, "Order Soup · Soup: Tomato Soup · Store: Ferry Building". A parameter
  /// the loaded apps no longer declare keeps its name.
  package func readableSummary(of suggestion: SiriSuggestion) -> String {
    var titles: [String: String] = [:]
    if let app = apps.first(where: { $0.name == suggestion.app }),
      let type = app.intentType(named: suggestion.intent)
    {
      for (name, parameter) in IntentReflection.parameters(of: type.init()) {
        titles[name] = parameter.descriptor.title.defaultValue
      }
    }
    let values = suggestion.parameters.map { "\(titles[$0.name] ?? $0.name): \($0.value)" }
    return ([suggestion.intentTitle] + values).joined(separator: " · ")
  }
}
