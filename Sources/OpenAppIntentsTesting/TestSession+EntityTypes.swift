import OpenAppIntents

extension TestSession {
  /// The app's entity types: its manifest's `entities`, then those its intents' parameters
  /// take, each once.
  var entityTypes: [any AppEntity.Type] {
    declaredOrTaken(manifest.entities) { $0 as? any AppEntity.Type }
  }

  /// The entity type of this name, such as "DrinkEntity".
  func entityType(named name: String) -> (any AppEntity.Type)? {
    entityTypes.first { String(describing: $0) == name }
  }

  /// The app's transient entity types: its manifest's `transientEntities`, then those its
  /// intents' parameters take, each once.
  var transientEntityTypes: [any TransientAppEntity.Type] {
    declaredOrTaken(declaredTransientEntities) { $0 as? any TransientAppEntity.Type }
  }

  /// The transient entity type with this type name, such as "OrderReceipt".
  func transientEntityType(named name: String) -> (any TransientAppEntity.Type)? {
    transientEntityTypes.first { String(describing: $0) == name }
  }

  /// The types `declared`, then those of the intents' parameters that `kind` accepts, each
  /// once (by type name).
  private func declaredOrTaken<Kind>(_ declared: [Kind], _ kind: (Any.Type) -> Kind?) -> [Kind] {
    var types = declared
    for intentType in intentTypes {
      for (_, parameter) in IntentReflection.parameters(of: intentType.init()) {
        if let type = kind(parameter.valueType) { types.append(type) }
      }
    }
    var seen = Set<String>()
    return types.filter { seen.insert(String(describing: $0)).inserted }
  }
}
