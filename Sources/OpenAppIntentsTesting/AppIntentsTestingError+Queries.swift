import ConversationRuntime

extension AppIntentsTestingError {
  /// The error for a query that gave no answer.
  init(_ problem: PreparedQueryProblem, bundleIdentifier: String) {
    switch problem {
    case .unknownEntity(let name, let known):
      self = .unknownEntity(name, bundleIdentifier: bundleIdentifier, known: known)
    case .unsupportedRequest(let entity, let needs):
      let call =
        needs == "EntityStringQuery" ? "entities(matching:)" : "allEntities()"
      self = .unsupportedQuery(entity: entity, call: call, needs: needs)
    case .unknownValueQuery(let name, let known):
      self = .unknownValueQuery(name, bundleIdentifier: bundleIdentifier, known: known)
    case .wrongInput(let query, let expected, let given):
      self = .wrongQueryInput(query: query, expected: expected, given: given)
    case .failed(let query, let message):
      self = .queryFailed(query: query, message: message)
    }
  }
}
