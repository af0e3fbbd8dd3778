/// A value expectation that checks a value as the caller passed it, before any query runs:
/// what ``AppIntentDefinition/expect`` takes for an intent's parameters.
///
/// For an entity parameter, check its type with an ``AppEntityDefinition`` or its identifier
/// with an ``AppEntityIdentifierExpectation``, not its properties: no query has run to read
/// them. ``PrimitiveExpectation`` and ``PredicateExpectation`` conform too.
public protocol ResolvableIntentValueExpectation: IntentValueExpectation {}
