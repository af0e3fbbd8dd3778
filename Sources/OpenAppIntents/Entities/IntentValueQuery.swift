/// A query that turns an input the system has, such as what visual intelligence sees
/// (`SemanticContentDescriptor`), into the app's values: entities, or a ``UnionValue`` of
/// several entity types. Each result type needs an `OpenIntent` for the system to open it.
public protocol IntentValueQuery: Sendable {
  /// What the system gives the query.
  associatedtype Input
  /// What the query returns: an array of values (or an `IntentItemCollection`), as an
  /// `EntityQuery`'s results are, so one type can be both (Apple's audio domain's queries are).
  associatedtype Result: ResultsCollection
  /// The type of each value the query returns.
  associatedtype ResultValue = Result.Element
  /// The app's values for `input`, best first.
  func values(for input: Input) async throws -> Result
}
