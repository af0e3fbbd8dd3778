extension IntentDefinitions {
  /// The definitions for the app's intent value queries, by type name:
  /// `definitions.valueQueries["DrinkValueQuery"]`.
  public var valueQueries: DefinitionCollection<IntentValueQueryDefinition> {
    collection(IntentValueQueryDefinition.init(queryIdentifier:bundleIdentifier:session:))
  }
}
