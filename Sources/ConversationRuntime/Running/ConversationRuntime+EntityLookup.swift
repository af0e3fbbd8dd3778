import OpenAppIntents

extension ConversationRuntime {
  /// The entity of the type named `typeName` (such as "TrailEntity") with this identifier, found
  /// through the entity's default query (`entities(for:)`) with its app's dependencies bound, as
  /// when an intent is given a reference; `nil` when the query returns none.
  ///
  /// SiriSim runtime support for `OpenAppIntentsTesting`: a reference's properties read.
  package func entity(typeNamed typeName: String, identifier: String)
    async throws(PreparedQueryProblem) -> (any Sendable)?
  {
    let (app, support) = try entitySupport(typeNamed: typeName)
    do {
      let choices = try await app.withDependencies { try await support.byIdentifier([identifier]) }
      return EntityLookup.choice(identified: identifier, in: choices)?.value
    } catch {
      throw .failed(query: "\(typeName)'s query", message: String(describing: error))
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
