/// An expectation that checks an app entity's type, its property values and, optionally, its
/// identifier: of an entity an intent returned, say.
///
/// ```swift
/// let expectation = definitions.intents["OrderSoup"].result(
///   definitions.entities["OrderDetailsAppEntity"].expect(
///     soupName: .equals("Tomato Soup"), toppings: .isNil))
/// ```
///
/// Each property is checked on its own, and only those given an expectation. A property that
/// can't be read (an entity its query does not find, a name the entity does not have) is
/// not satisfied. It checks property values, so an intent's entity parameter, which holds the
/// entity as it was passed, takes an ``AppEntityDefinition`` or an
/// ``AppEntityIdentifierExpectation`` instead.
///
/// Don't create one yourself: call `expect` on an ``AppEntityDefinition`` or an
/// ``AppEntityIdentifierExpectation``.
public struct AppEntityExpectation: AppEntityExpectationProviding, CustomStringConvertible {
  /// The entity's type name, such as "OrderDetailsAppEntity".
  let typeIdentifier: String
  /// The instance expected, if one is.
  let identifier: String?
  /// The properties checked, by name, in the order given.
  let properties: [(name: String, expectation: any IntentValueExpectation)]

  public func _isSatisfied(byTestingValue value: Any?) throws -> Bool {
    guard let entity = IntentValueReading.unwrapped(value) as? AnyAppEntity,
      entity.identifier.entityType.persistentIdentifier == typeIdentifier
    else { return false }
    if let identifier, entity.identifier.instanceIdentifier != identifier { return false }
    var satisfied = true
    for (name, expectation) in properties {
      // A property that can't be read, or read as the expectation needs, is not satisfied;
      // the others are still checked.
      let path = "\(typeIdentifier).\(name)"
      guard let property = try? IntentValueReading.property(name, of: entity, path: path),
        (try? expectation._isSatisfied(
          byTestingValue: IntentValueReading.wrappingEntities(property))) == true
      else {
        satisfied = false
        continue
      }
    }
    return satisfied
  }

  /// The check, as a test failure reads it: `OrderDetailsAppEntity(soupName: equals("…"))`.
  public var description: String {
    let instance = identifier.map { " “\($0)”" } ?? ""
    let checks = properties.map { "\($0.name): \($0.expectation)" }.joined(separator: ", ")
    return "\(typeIdentifier)\(instance)(\(checks))"
  }
}
