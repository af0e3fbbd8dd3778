extension AppEnumDefinition: AppIntentTypeDefinition {
  /// Validates that the provided enum case is a case of this definition's enum. Throws
  /// ``AppIntentsTestingError/notAnInstance(expected:actual:)`` otherwise.
  public func isInstance(_ value: AnyAppEnum) throws {
    guard value.typeIdentifier == typeIdentifier else {
      throw AppIntentsTestingError.notAnInstance(
        expected: typeIdentifier, actual: "a \(value.typeIdentifier) (“\(value.rawValue)”)")
    }
  }
}
