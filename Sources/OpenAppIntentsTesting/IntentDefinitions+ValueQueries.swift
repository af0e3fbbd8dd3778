extension IntentDefinitions {
  /// The definitions for the app's intent value queries, by type name:
  /// `definitions.valueQueries["DrinkValueQuery"]`.
  public var valueQueries: DefinitionCollection<IntentValueQueryDefinition> {
    let (identifier, session) = (bundleIdentifier, self.session)
    return DefinitionCollection {
      IntentValueQueryDefinition(
        queryIdentifier: $0, bundleIdentifier: identifier, session: session)
    }
  }
}
