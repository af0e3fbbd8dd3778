import ConversationRuntime

extension IntentInvocation {
  /// The `:run` command that runs a chain: `:run OrderSoup soup="Tomato Soup" --then …`, with
  /// values quoted so that ``init(parsing:)`` reads them back the same.
  package static func commandLine(for chain: [ChainedIntent]) -> String {
    let steps = chain.map { step in
      ([step.intent] + step.parameters.map { "\($0.name)=\(quoted($0.value))" })
        .joined(separator: " ")
    }
    return ":run " + steps.joined(separator: " --then ")
  }

  /// A value as one word: as it is when it has no space or quote, else in the quote it lacks.
  static func quoted(_ value: String) -> String {
    let needsQuotes = value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "'" }
    guard needsQuotes else { return value }
    return value.contains("\"") ? "'\(value)'" : "\"\(value)\""
  }
}
