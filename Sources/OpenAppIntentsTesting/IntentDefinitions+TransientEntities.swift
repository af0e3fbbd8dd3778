extension IntentDefinitions {
  /// The app's transient entities, by type name: `definitions.transientEntities["OrderReceipt"]`.
  public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
    let (identifier, session) = (bundleIdentifier, self.session)
    return DefinitionCollection {
      TransientAppEntityDefinition(
        typeIdentifier: $0, bundleIdentifier: identifier, session: session)
    }
  }
}
