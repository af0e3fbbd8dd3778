import ConversationRuntime
import OpenAppIntents

/// A value query of the app under test (`IntentValueQuery`), by type name, from which a test
/// runs the query.
///
/// ```swift
/// let searchQuery = definitions.valueQueries["DrinkValueQuery"]
/// let result = try await searchQuery.values(for: "latte")
/// let name: String = try result.items[0].name
/// ```
///
/// SiriSim finds the query among the app's `AppManifest.valueQueries` (on a device, the system
/// finds it in the app's bundle) and runs its `values(for:)` with the app's dependencies, in
/// the test session's runtime.
public struct IntentValueQueryDefinition: Sendable {
  /// The query's unique identifier: its type name, such as "DrinkValueQuery".
  public let queryIdentifier: String
  /// The bundle identifier of the app that declares the query.
  let bundleIdentifier: String
  let session: TestSession?

  /// Performs the value query with the given input and returns matching results.
  ///
  /// The input is given to the query as it is: a string to a query whose `Input` is `String`,
  /// an entity to one whose `Input` is that entity type (a reference made with
  /// ``AppEntityDefinition/makeReference(identifier:)`` is found through the entity's query
  /// first).
  ///
  /// - Parameter input: The value to use in this query.
  /// - Returns: Results matching the query.
  /// - Throws: ``AppIntentsTestingError``: the app has no such query
  ///   (``AppIntentsTestingError/unknownValueQuery(_:bundleIdentifier:known:)``), the input is
  ///   not of the query's `Input` type
  ///   (``AppIntentsTestingError/wrongQueryInput(query:expected:given:)``), or the query threw
  ///   (``AppIntentsTestingError/queryFailed(query:message:)``).
  public func values(for input: some IntentValueConvertible) async throws
    -> ResolvedValueQueryResult
  {
    let session = try TestSession.installed(session, bundleIdentifier: bundleIdentifier)
    guard var given = Self.queryInput(input) else {
      throw AppIntentsTestingError.wrongQueryInput(
        query: queryIdentifier, expected: "a value", given: "no value")
    }
    let runtime = await session.runtime()
    let values: [Any]
    do throws(PreparedQueryProblem) {
      if let reference = given as? AnyAppEntity {
        given = try await Self.entity(reference, in: runtime) ?? reference
      }
      values = try await runtime.runValueQuery(named: queryIdentifier, input: given)
    } catch {
      throw AppIntentsTestingError(error, bundleIdentifier: bundleIdentifier)
    }
    return ResolvedValueQueryResult(
      items: DynamicPropertyPathCollection(values, path: "\(queryIdentifier)'s items"))
  }

  /// The entity a reference made from an identifier stands for, found through its query;
  /// `nil` when the query finds none (the reference is then given as it is, and the query's
  /// input check says what it takes).
  private static func entity(_ reference: AnyAppEntity, in runtime: ConversationRuntime)
    async throws(PreparedQueryProblem) -> (any Sendable)?
  {
    try await runtime.runEntityQuery(
      entity: reference.identifier.entityType.persistentIdentifier,
      .identifiers([reference.identifier.instanceIdentifier])
    ).first
  }

  /// The app's own value an input stands for: the entity or enum case an ``AnyAppEntity`` or
  /// ``AnyAppEnum`` an intent returned holds, a transient entity made with `makeEntity`,
  /// otherwise the value itself.
  private static func queryInput(_ input: some IntentValueConvertible) -> (any Sendable)? {
    switch input._intentTestingValue.readable {
    case let entity as AnyAppEntity: return entity.resolved ?? entity
    case let enumCase as AnyAppEnum: return enumCase.resolved ?? enumCase
    case let transient as AnyTransientAppEntity: return transient.madeEntity() ?? transient
    case let value: return value
    }
  }
}
