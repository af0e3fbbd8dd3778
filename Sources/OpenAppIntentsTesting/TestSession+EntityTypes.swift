import OpenAppIntents

extension TestSession {
  /// The app's entity types: its manifest's `entities`, then those its intents' parameters
  /// take, each once.
  var entityTypes: [any AppEntity.Type] {
    declaredOrTaken(manifest.entities) { $0 as? any AppEntity.Type }
  }

  /// The app's transient entity types: its manifest's `transientEntities`, then those its
  /// intents' parameters take, each once.
  var transientEntityTypes: [any TransientAppEntity.Type] {
    declaredOrTaken(declaredTransientEntities) { $0 as? any TransientAppEntity.Type }
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

  /// The entity type of this name, such as "DrinkEntity", or the error that lists the app's
  /// entity types.
  func requiredEntityType(named name: String) throws(AppIntentsTestingError)
    -> any AppEntity.Type
  {
    try type(named: name, among: entityTypes, orThrow: AppIntentsTestingError.unknownEntity)
  }

  /// The transient entity type of this name, such as "OrderReceipt", or the error that lists
  /// the app's transient entity types.
  func requiredTransientEntityType(named name: String) throws(AppIntentsTestingError)
    -> any TransientAppEntity.Type
  {
    try type(
      named: name, among: transientEntityTypes,
      orThrow: AppIntentsTestingError.unknownTransientEntity)
  }

  /// The type of this name among `types`, or `unknown`'s error given the name, the app's
  /// bundle identifier and the names of `types`.
  private func type<Kind>(
    named name: String, among types: [Kind],
    orThrow unknown: (String, String, [String]) -> AppIntentsTestingError
  ) throws(AppIntentsTestingError) -> Kind {
    guard let type = types.first(where: { String(describing: $0) == name }) else {
      throw unknown(name, bundleIdentifier, types.map { String(describing: $0) })
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
