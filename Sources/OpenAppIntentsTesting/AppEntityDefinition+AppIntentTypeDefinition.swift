extension AppEntityDefinition: AppIntentTypeDefinition {
  /// Validates that the provided entity instance matches this entity definition's type: a
  /// reference made from this definition, or an entity of this type an intent or a query
  /// returned. Throws ``AppIntentsTestingError/notAnInstance(expected:actual:)`` otherwise.
  public func isInstance(_ value: AnyAppEntity) throws {
    let type = value.identifier.entityType
    guard type.persistentIdentifier == typeIdentifier,
      type.bundleIdentifier == nil || type.bundleIdentifier == bundleIdentifier
    else {
      throw AppIntentsTestingError.notAnInstance(
        expected: typeIdentifier, actual: "a \(type.persistentIdentifier) (\(value.identifier))")
    }
  }
}
