/// An expectation that an app entity is a specific instance, by its type and identifier: for
/// an intent parameter, an intent result, or a property that holds an entity.
///
/// ```swift
/// let expectation = definitions.intents["OrderSoup"].expect(
///   soup: definitions.entities["SoupAppEntity"].expectIdentifier("clamChowder"))
/// ```
///
/// Don't create one yourself: call ``AppEntityDefinition/expectIdentifier(_:)``. Call
/// ``expect`` on it to also check the instance's properties.
public struct AppEntityIdentifierExpectation: ResolvableAppEntityExpectation,
  CustomStringConvertible
{
  /// The entity's type name, such as "SoupAppEntity".
  let typeIdentifier: String
  /// The instance's identifier.
  let identifier: String

  /// A callable that makes an entity expectation for this instance from value expectations for
  /// its properties: `.expect(name: .equals("Clam Chowder"))`. Properties left out, or given
  /// `nil`, are not checked.
  public var expect:
    IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation>
  {
    let (type, identifier) = (typeIdentifier, self.identifier)
    return IntentValueExpectationCallable { properties in
      AppEntityExpectation(
        typeIdentifier: type, identifier: identifier, properties: properties)
    }
  }

  public func _isSatisfied(byTestingValue value: Any?) throws -> Bool {
    guard let entity = IntentValueReading.unwrapped(value) as? AnyAppEntity else { return false }
    return entity.identifier.entityType.persistentIdentifier == typeIdentifier
      && entity.identifier.instanceIdentifier == identifier
  }

  /// The check, as a test failure reads it: `SoupAppEntity “clamChowder”`.
  public var description: String { "\(typeIdentifier) “\(identifier)”" }
}
