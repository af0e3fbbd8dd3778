import OpenAppIntents

extension TransientAppEntityDefinition {
  /// The transient entity made from `file` through the entity type's `Transferable`
  /// conformance: the representation that imports the file's type (or its name's
  /// extension's; the first that imports when neither is known).
  public func resolved(from file: IntentFile) async throws -> AnyTransientAppEntity {
    try made(try await EntityTransfer.entity(of: try entityType(), from: file))
  }

  /// The transient entity made from `value` (such as a `String`): the value exported through
  /// the first of its content types the entity's type imports, and imported.
  public func resolved<T>(from value: T) async throws -> AnyTransientAppEntity
  where T: IntentValueConvertible, T: Transferable {
    try made(try await EntityTransfer.entity(of: try entityType(), from: value))
  }

  private func entityType() throws(AppIntentsTestingError) -> any TransientAppEntity.Type {
    try TestSession.installed(session, bundleIdentifier: bundleIdentifier)
      .requiredTransientEntityType(named: typeIdentifier)
  }

  private func made(_ made: Any) throws(AppIntentsTestingError) -> AnyTransientAppEntity {
    AnyTransientAppEntity(
      resolved: try EntityTransfer.cast(
        made, to: (any TransientAppEntity).self, named: typeIdentifier))
  }
}
