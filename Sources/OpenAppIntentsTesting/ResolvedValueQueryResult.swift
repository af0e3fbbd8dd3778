/// What a value query returned: its items, read by index with their properties by name.
///
/// ```swift
/// let result = try await searchQuery.values(for: "latte")
/// #expect(try result.items[0].name == "Caffè Latte")
/// let entity: AnyAppEntity = try result.items[0].as(AnyAppEntity.self)
/// ```
public struct ResolvedValueQueryResult: Sendable {
  /// The results that the query returns.
  public let items: DynamicPropertyPathCollection
}
