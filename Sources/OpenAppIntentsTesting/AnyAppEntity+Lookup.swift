import ConversationRuntime
import Locking
import OpenAppIntents

/// What a reference made from an identifier alone knows of its entity: the entity is found
/// through its query (`entities(for:)`) in the test session's runtime the first time a property
/// is read, and kept from then on.
///
/// Shared by the copies of one reference (``AnyAppEntity`` is a value type), so that they look
/// the entity up once. A lookup that finds nothing is not kept: a later read asks again (an
/// intent may have added the entity since).
final class EntityReferenceLookup: Sendable {
  private let session: TestSession?
  private let bundleIdentifier: String
  /// The entity found, with the identifier it was found for.
  private let found = Locked<(identifier: AttributedEntityIdentifier, entity: any AppEntity)?>(nil)

  init(session: TestSession?, bundleIdentifier: String) {
    self.session = session
    self.bundleIdentifier = bundleIdentifier
  }

  /// The entity with this identifier (the reference's; it may have been changed since the
  /// reference was made), found through its query the first time; it is then kept, so its
  /// properties are those it had when first read.
  ///
  /// Blocks the calling thread while the query runs, on a thread of its own (see
  /// ``DedicatedThreadExecutor`` for what that cannot do).
  func entity(_ identifier: AttributedEntityIdentifier) throws(AppIntentsTestingError)
    -> any AppEntity
  {
    if let found = found.withLock({ $0 }), found.identifier == identifier { return found.entity }
    let entity = try lookUp(identifier)
    return found.withLock { found in
      if let earlier = found, earlier.identifier == identifier { return earlier.entity }
      found = (identifier, entity)
      return entity
    }
  }

  private func lookUp(_ reference: AttributedEntityIdentifier) throws(AppIntentsTestingError)
    -> any AppEntity
  {
    let session = try TestSession.installed(session, bundleIdentifier: bundleIdentifier)
    let typeName = reference.entityType.persistentIdentifier
    let identifier = reference.instanceIdentifier
    let result = DedicatedThreadExecutor.wait {
      executor -> Result<(any Sendable)?, PreparedQueryProblem> in
      let runtime = await session.runtime(loadingOn: executor)
      do throws(PreparedQueryProblem) {
        return .success(try await runtime.entity(typeNamed: typeName, identifier: identifier))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let value as any AppEntity):
      return value
    case .success:
      throw .entityNotFound(entity: typeName, identifier: identifier)
    case .failure(let problem):
      throw AppIntentsTestingError(problem, bundleIdentifier: bundleIdentifier)
    }
  }
}
