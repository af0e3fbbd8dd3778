extension IntentDefinitions {
  /// The app's transient entities, by type name: `definitions.transientEntities["OrderReceipt"]`.
  public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
    collection(TransientAppEntityDefinition.init(typeIdentifier:bundleIdentifier:session:))
  }
}
