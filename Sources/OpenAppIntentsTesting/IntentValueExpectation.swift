/// A type that describes the value you expect for an intent parameter, an app entity property,
/// or an intent result: a string that contains a substring, a value that is absent, an entity
/// of a type.
///
/// ```swift
/// let expectation = definitions.intents["OrderSoup"].expect(soup: .contains("Chowder"))
/// let absent: PrimitiveExpectation = .isNil
/// #expect(try await absent.isSatisfied(by: intent.deliveryLocation))
/// ```
///
/// Get one from the static members (``isNil``, ``notNil``, ``contains(_:)``,
/// ``contains(regex:)``, ``equals(_:)``, ``matches(_:requirement:)``) or from an entity
/// definition (``AppEntityDefinition/expect``, ``AppEntityDefinition/expectIdentifier(_:)``).
/// Don't declare new conformances: the requirement, ``_isSatisfied(byTestingValue:)``, is
/// SiriSim's, not part of Apple's API.
public protocol IntentValueExpectation: Sendable {
  /// SiriSim: whether `value` (a parameter's value as given, a property's, a result's, as
  /// SiriSim reads them: entities as ``AnyAppEntity``, enum cases as ``AnyAppEnum``) meets
  /// the expectation. Not part of Apple's API.
  func _isSatisfied(byTestingValue value: Any?) throws -> Bool
}

extension IntentValueExpectation {
  /// Whether a value meets the requirements of the expectation: an intent parameter's value,
  /// an app entity property's, an intent result's, or an entity on its own. For an entity,
  /// each property is checked on its own; one that can't be evaluated (a value of the wrong
  /// type, a reference whose properties are not known) is not satisfied and does not stop the
  /// others being checked.
  ///
  /// - Parameter value: The value to check, or `nil` for an absent value.
  /// - Returns: `true` if the value satisfies the expectation.
  /// - Throws: ``AppIntentsTestingError/invalidRegex(_:reason:)`` for a regular expression
  ///   that does not parse.
  public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
    try _isSatisfied(
      byTestingValue: IntentValueReading.wrappingEntities(value?._intentTestingValue.readable))
  }
}
