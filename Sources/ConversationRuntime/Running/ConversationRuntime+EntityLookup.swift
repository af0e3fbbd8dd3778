import OpenAppIntents

/// Why an entity could not be looked up by its identifier.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
package enum EntityLookupProblem: Error, Sendable, Equatable {
  /// No loaded app has an entity type of that name among its intents' parameters or its
  /// manifest's entities.
  case unknownEntityType(String, known: [String])
  /// The entity's query threw; the message is what Siri would say.
  case queryFailed(typeName: String, message: String)
}

extension ConversationRuntime {
  /// The entity of the type named `typeName` (such as "TrailEntity") with this identifier, found
  /// through the entity's default query (`entities(for:)`) with its app's dependencies bound, as
  /// when an intent is given a reference; `nil` when the query returns none.
  package func entity(typeNamed typeName: String, identifier: String)
    async throws(EntityLookupProblem) -> (any Sendable)?
  {
    guard let (app, support) = entitySupport(typeNamed: typeName) else {
      throw .unknownEntityType(typeName, known: entityTypeNames)
    }
    do {
      let choices = try await app.withDependencies { try await support.byIdentifier([identifier]) }
      return EntityLookup.choice(identified: identifier, in: choices)?.value
    } catch {
      throw .queryFailed(typeName: typeName, message: IntentValueFormatter.spokenText(of: error))
    }
  }

  /// The query support of the entity type named `typeName`, with its app.
  private func entitySupport(typeNamed typeName: String) -> (LoadedApp, EntityValueSupport)? {
    for app in apps {
      for support in Self.entitySupports(of: app) where support.typeName == typeName {
        return (app, support)
      }
    }
    return nil
  }

  /// The names of the entity types the loaded apps' intents take and their manifests list.
  private var entityTypeNames: [String] {
    var seen = Set<String>()
    return apps.flatMap(Self.entitySupports(of:)).map(\.typeName).filter {
      seen.insert($0).inserted
    }
  }

  /// The entity types an app's manifest lists and its intents' parameters take (a list's
  /// element type too).
  private static func entitySupports(of app: LoadedApp) -> [EntityValueSupport] {
    var kinds = app.manifest.entities.map { $0._valueKind }
    for intentType in app.manifest.intents + app.shortcuts.map({ type(of: $0.intent) }) {
      kinds += IntentReflection.parameters(of: intentType.init()).map {
        $0.parameter.descriptor.kind.elementKind
      }
    }
    return kinds.compactMap { kind in
      if case .entity(let support) = kind { return support }
      return nil
    }
  }
}

/// Picks an entity out of what a query's `entities(for:)` returned for one identifier.
enum EntityLookup {
  /// The entity whose identifier is `identifier`, else the first: a query may return more
  /// than it was asked for (Soup Chef's topping query returns every topping), and one whose
  /// identifier reads differently (a UUID's case) is still the one asked for.
  static func choice(identified identifier: String, in choices: [IntentValueChoice])
    -> IntentValueChoice?
  {
    choices.first { $0.id == identifier } ?? choices.first
  }
}
