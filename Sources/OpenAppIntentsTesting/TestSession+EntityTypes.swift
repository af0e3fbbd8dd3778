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

  /// The session of the installed app, or the error that names the apps installed: every
  /// definition, reference and query that runs the app starts here.
  static func installed(_ session: TestSession?, bundleIdentifier: String)
    throws(AppIntentsTestingError) -> TestSession
  {
    guard let session else {
      throw IntentDefinitions(bundleIdentifier: bundleIdentifier).notInstalled
    }
    return session
  }

  /// The entity type of this name, or the error that lists the app's entity types.
  func requiredEntityType(named name: String) throws(AppIntentsTestingError)
    -> any AppEntity.Type
  {
    guard let type = entityType(named: name) else {
      throw .unknownEntity(
        name, bundleIdentifier: bundleIdentifier,
        known: entityTypes.map { String(describing: $0) })
    }
    return type
  }

  /// The transient entity type of this name, or the error that lists the app's transient
  /// entity types.
  func requiredTransientEntityType(named name: String) throws(AppIntentsTestingError)
    -> any TransientAppEntity.Type
  {
    guard let type = transientEntityType(named: name) else {
      throw .unknownTransientEntity(
        name, bundleIdentifier: bundleIdentifier,
        known: transientEntityTypes.map { String(describing: $0) })
    }
    return type
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
