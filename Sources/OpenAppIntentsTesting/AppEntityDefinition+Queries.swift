import ConversationRuntime
import OpenAppIntents

/// Runs the entity's own query, as Siri and Shortcuts do, and returns what it found as
/// ``AnyAppEntity`` values whose properties are readable.
///
/// ```swift
/// let soupDefinition = definitions.entities["SoupAppEntity"]
/// let chowders = try await soupDefinition.entities(matching: "chowder")
/// let tomato = try await soupDefinition.entities(identifiers: ["tomatoSoup"])
/// ```
///
/// A query that cannot answer a call (`entities(matching:)` on a query that is not an
/// `EntityStringQuery`, `allEntities()` on one that is not an `EnumerableEntityQuery`) throws
/// ``AppIntentsTestingError/unsupportedQuery(entity:call:needs:)``; an entity type the app does
/// not declare throws ``AppIntentsTestingError/unknownEntity(_:bundleIdentifier:known:)``.
extension AppEntityDefinition {
  /// Finds app entities that match a given string query, through the entity query's
  /// `entities(matching:)`.
  ///
  /// - Parameter string: The search string to match against entity properties.
  /// - Returns: An array of entities that match the search criteria.
  public func entities(matching string: String) async throws -> [AnyAppEntity] {
    try await entityQuery(matching: string).entities()
  }

  /// Retrieves entities by their identifiers, through the entity query's `entities(for:)`.
  /// Identifiers with no entity are skipped, as the query skips them.
  ///
  /// - Parameter identifiers: An array of entity identifiers to look up.
  /// - Returns: An array of entities matching the provided identifiers.
  public func entities<Identifier>(identifiers: [Identifier]) async throws -> [AnyAppEntity]
  where Identifier: EntityIdentifierConvertible {
    try await entityQuery(identifiers: identifiers).entities()
  }

  /// Fetches all available entities of this type, through the entity query's `allEntities()`
  /// (an `EnumerableEntityQuery`).
  ///
  /// - Returns: An array containing all entities of this type.
  public func allEntities() async throws -> [AnyAppEntity] {
    try await allEntitiesQuery().entities()
  }

  /// Creates an entity query that searches for entities that match a given string.
  public func entityQuery(matching string: String) -> AnyEntityQuery {
    query(.matching(string))
  }

  /// Creates an entity query that searches for entities by their identifiers.
  public func entityQuery<Identifier>(identifiers: [Identifier]) -> AnyEntityQuery
  where Identifier: EntityIdentifierConvertible {
    query(.identifiers(identifiers.map(\.entityIdentifierString)))
  }

  /// Creates an entity query that retrieves all available entities of this type.
  public func allEntitiesQuery() -> AnyEntityQuery {
    query(.all)
  }

  private func query(_ request: EntityQueryRequest) -> AnyEntityQuery {
    AnyEntityQuery(
      entityType: typeIdentifier, bundleIdentifier: bundleIdentifier, request: request,
      session: session)
  }
}
