import OpenAppIntents

extension TestSession {
  /// The app's entity types: its manifest's and those its intents' parameters take.
  var entityTypes: [any AppEntity.Type] {
    var types = manifest.entities
    for intentType in intentTypes {
      for (_, parameter) in IntentReflection.parameters(of: intentType.init()) {
        if let type = parameter.valueType as? any AppEntity.Type { types.append(type) }
      }
    }
    var seen = Set<String>()
    return types.filter { seen.insert(String(describing: $0)).inserted }
  }

  /// The entity type of this name, such as "DrinkEntity".
  func entityType(named name: String) -> (any AppEntity.Type)? {
    entityTypes.first { String(describing: $0) == name }
  }
}
