import OpenAppIntents

extension TestSession {
  /// The app's transient entity types: its manifest's `transientEntities`, then those its
  /// intents' parameters take, each once.
  var transientEntityTypes: [any TransientAppEntity.Type] {
    var types = declaredTransientEntities
    for intentType in intentTypes {
      for (_, parameter) in IntentReflection.parameters(of: intentType.init()) {
        if let type = parameter.valueType as? any TransientAppEntity.Type { types.append(type) }
      }
    }
    var seen = Set<String>()
    return types.filter { seen.insert(String(describing: $0)).inserted }
  }

  /// The transient entity type with this type name, such as "OrderReceipt".
  func transientEntityType(named name: String) -> (any TransientAppEntity.Type)? {
    transientEntityTypes.first { String(describing: $0) == name }
  }
}
