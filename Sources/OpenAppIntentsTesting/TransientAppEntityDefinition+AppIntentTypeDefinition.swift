extension TransientAppEntityDefinition: AppIntentTypeDefinition {
  /// Validates that the provided transient entity is of this definition's type: made from
  /// this definition, or of this type when an intent returned it. Throws
  /// ``AppIntentsTestingError/notAnInstance(expected:actual:)`` otherwise.
  public func isInstance(_ value: AnyTransientAppEntity) throws {
    guard value.typeIdentifier == typeIdentifier,
      value.bundleIdentifier == nil || value.bundleIdentifier == bundleIdentifier
    else {
      throw AppIntentsTestingError.notAnInstance(
        expected: typeIdentifier, actual: "a \(value.typeIdentifier)")
    }
  }
}
