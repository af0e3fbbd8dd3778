import ConversationRuntime
import OpenAppIntents

/// A query of an entity type of the app under test: by text, by identifiers, or for every
/// entity. Made by ``AppEntityDefinition/entityQuery(matching:)``,
/// ``AppEntityDefinition/entityQuery(identifiers:)`` and
/// ``AppEntityDefinition/allEntitiesQuery()``; ``AppEntityDefinition/entities(matching:)`` and
/// its siblings run one.
///
/// ```swift
/// let soupDefinition = definitions.entities["SoupAppEntity"]
/// let query = soupDefinition.entityQuery(matching: "chowder")
/// let soups = try await soupDefinition.entities(matching: "chowder")
/// ```
///
/// SiriSim runs it through the entity's own default query (`EntityStringQuery`, `EntityQuery`,
/// `EnumerableEntityQuery`), with the app's dependencies, in the test session's runtime.
public struct AnyEntityQuery: Equatable, Sendable {
  /// The entity type's name, such as "SoupAppEntity".
  let entityType: String
  let bundleIdentifier: String
  let request: EntityQueryRequest
  let session: TestSession?

  /// Two queries are equal when they ask the same of the same entity type.
  public static func == (lhs: AnyEntityQuery, rhs: AnyEntityQuery) -> Bool {
    lhs.entityType == rhs.entityType && lhs.bundleIdentifier == rhs.bundleIdentifier
      && lhs.request == rhs.request
  }

  /// The entities the query finds, in its order, each with its properties readable.
  func entities() async throws(AppIntentsTestingError) -> [AnyAppEntity] {
    let session = try TestSession.installed(session, bundleIdentifier: bundleIdentifier)
    let runtime = await session.runtime()
    let found: [any Sendable]
    do throws(PreparedQueryProblem) {
      found = try await runtime.runEntityQuery(entity: entityType, request)
    } catch {
      throw AppIntentsTestingError(error, bundleIdentifier: bundleIdentifier)
    }
    return found.compactMap { value in
      (value as? any AppEntity).map { AnyAppEntity(resolved: $0) }
    }
  }
}
