/// An entity expectation that checks an app entity as the caller passed it, before any query
/// runs: what an intent's entity parameter accepts in ``AppIntentDefinition/expect``.
///
/// An ``AppEntityDefinition`` (the entity's type) and an ``AppEntityIdentifierExpectation``
/// (its identifier) conform; an ``AppEntityExpectation``, which checks property values, does
/// not. Don't declare new conformances.
public protocol ResolvableAppEntityExpectation: AppEntityExpectationProviding,
  ResolvableIntentValueExpectation
{}
