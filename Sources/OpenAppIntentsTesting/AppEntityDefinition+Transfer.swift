import OpenAppIntents

extension AppEntityDefinition {
  /// The entity made from `file` through the entity type's `Transferable` conformance: the
  /// representation that imports the file's type (or its name's extension's; the first that
  /// imports when neither is known).
  ///
  /// Throws ``AppIntentsTestingError/unsupportedImportType(entity:contentType:imported:)``
  /// when no representation imports the file's type.
  public func resolved(from file: IntentFile) async throws -> AnyAppEntity {
    try reference(to: try await EntityTransfer.entity(of: try entityType(), from: file))
  }

  /// The entity made from `value` (such as a `String`): the value exported through the
  /// first of its content types the entity's type imports, and imported.
  public func resolved<T>(from value: T) async throws -> AnyAppEntity
  where T: IntentValueConvertible, T: Transferable {
    try reference(to: try await EntityTransfer.entity(of: try entityType(), from: value))
  }

  private func entityType() throws(AppIntentsTestingError) -> any AppEntity.Type {
    try TestSession.installed(session, bundleIdentifier: bundleIdentifier)
      .requiredEntityType(named: typeIdentifier)
  }

  private func reference(to made: Any) throws(AppIntentsTestingError) -> AnyAppEntity {
    var reference = AnyAppEntity(
      resolved: try EntityTransfer.cast(made, to: (any AppEntity).self, named: typeIdentifier))
    reference.identifier = AttributedEntityIdentifier(
      entityType: AttributedTypeIdentifier(
        persistentIdentifier: typeIdentifier, bundleIdentifier: bundleIdentifier),
      instanceIdentifier: reference.identifier.instanceIdentifier)
    return reference
  }
}
