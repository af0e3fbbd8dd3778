extension EntityQuery {
  /// The entities a person is offered to pick from: the query's suggestions, as Apple's
  /// `DynamicOptionsProvider` requirement that every query meets.
  public func results() async throws -> Result { try await suggestedEntities() }
}
