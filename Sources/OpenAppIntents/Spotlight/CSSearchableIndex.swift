import Foundation

/// The app's Spotlight index: what it indexes there, searchable with `sirisim spotlight` and
/// `:spotlight`, is kept in SiriSim's store.
///
/// Writes go to the Spotlight SiriSim runs for the app: from `perform()`, and from the app's
/// `makeManifest` as an app indexes at launch. Elsewhere they throw ``CSIndexError``.
public final class CSSearchableIndex: Sendable {
  /// The index's name; the default index's is empty.
  public let name: String

  /// An index of this name.
  public init(name: String) { self.name = name }

  /// The app's default index.
  public static func `default`() -> CSSearchableIndex { CSSearchableIndex(name: "") }

  /// Whether indexing works here: in SiriSim, where it runs Spotlight for the app (a session
  /// with a store, from `perform()` or the app's launch); not in a runtime that remembers
  /// nothing, as on a device where Spotlight is off. Apps check it before indexing at launch,
  /// as Apple's samples do.
  public static func isIndexingAvailable() -> Bool { SpotlightSinkBinding.current != nil }

  /// Adds or replaces items (by identifier).
  public func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    try sink().index(items.map(SpotlightEntry.init(item:)))
  }

  /// Removes items by identifier.
  public func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    try sink().delete(.items(identifiers))
  }

  /// Removes every item of these domains.
  public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String])
    async throws
  {
    try sink().delete(.domains(domainIdentifiers))
  }

  /// Removes everything the app indexed.
  public func deleteAllSearchableItems() async throws {
    try sink().delete(.all)
  }

  /// Indexes entities: their display representation, their properties with an indexing key
  /// and their attribute set; `priority` ranks them above entities indexed with lower ones.
  public func indexAppEntities<T: IndexedEntity>(_ entities: [T], priority: Int = 0)
    async throws
  {
    try sink().index(entities.map { SpotlightEntry(entity: $0, priority: priority) })
  }

  /// Removes the entities of a type with these identifiers.
  public func deleteAppEntities<T: IndexedEntity>(
    identifiedBy identifiers: [T.ID], ofType entityType: T.Type
  ) async throws {
    try sink().delete(
      .entities(
        type: String(describing: entityType), identifiers: identifiers.map { "\($0)" }))
  }

  /// Removes every entity of a type.
  public func deleteAppEntities<T: IndexedEntity>(ofType entityType: T.Type) async throws {
    try sink().delete(.entities(type: String(describing: entityType), identifiers: nil))
  }

  private func sink() throws(CSIndexError) -> any SpotlightSink {
    guard let sink = SpotlightSinkBinding.current else { throw CSIndexError.notRunning }
    return sink
  }
}

/// Why the index refused a write.
@_spi(SiriSim) public struct CSIndexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words a person understands.
  public let message: String

  public var description: String { message }

  static let notRunning = CSIndexError(
    message:
      "Spotlight isn't running for this app here: index from perform() or from the app's makeManifest."
  )
}
