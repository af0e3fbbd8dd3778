/// A value expectation that checks an app entity's type and, optionally, its identifier or
/// property values: an ``AppEntityDefinition`` (any entity of its type), an
/// ``AppEntityIdentifierExpectation`` (one instance), an ``AppEntityExpectation`` (its
/// properties).
///
/// Use one to check an intent's result, a property that holds an entity, or an entity on its
/// own with ``IntentValueExpectation/isSatisfied(by:)``. Don't declare new conformances.
public protocol AppEntityExpectationProviding: IntentValueExpectation {}
