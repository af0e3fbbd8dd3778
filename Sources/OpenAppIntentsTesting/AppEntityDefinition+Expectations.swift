/// An entity definition on its own expects any entity of its type; `expect` and
/// `expectIdentifier(_:)` narrow it to property values or one instance.
extension AppEntityDefinition: ResolvableAppEntityExpectation {
  /// A callable that makes an entity expectation from value expectations for the entity's
  /// properties, by name; properties left out, or given `nil`, are not checked:
  ///
  /// ```swift
  /// let expectation = definitions.entities["OrderDetailsAppEntity"].expect(
  ///   soupName: .contains("Chowder"), toppings: .isNil)
  /// ```
  public var expect:
    IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation>
  {
    let type = typeIdentifier
    return IntentValueExpectationCallable { properties in
      AppEntityExpectation(typeIdentifier: type, identifier: nil, properties: properties)
    }
  }

  /// An expectation that an app entity is the instance with this identifier: for an intent
  /// parameter, an intent result, or a property that holds an entity. Call
  /// ``AppEntityIdentifierExpectation/expect`` on it to also check the instance's properties.
  public func expectIdentifier(_ identifier: String) -> AppEntityIdentifierExpectation {
    AppEntityIdentifierExpectation(typeIdentifier: typeIdentifier, identifier: identifier)
  }

  public func _isSatisfied(byTestingValue value: Any?) throws -> Bool {
    guard let entity = IntentValueReading.unwrapped(value) as? AnyAppEntity else { return false }
    return entity.identifier.entityType.persistentIdentifier == typeIdentifier
  }
}
