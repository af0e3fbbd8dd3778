/// An intent definition on its own expects any intent of its type; `expect` and `result(_:)`
/// make an ``AppIntentExpectation`` that also checks its parameters or its result.
extension AppIntentDefinition: AppIntentExpectationProviding {
  public var _intentExpectation: AppIntentExpectation {
    AppIntentExpectation(
      typeIdentifier: typeIdentifier, bundleIdentifier: bundleIdentifier, parameters: [],
      resultExpectation: nil)
  }

  /// A callable that makes an intent expectation from value expectations for the intent's
  /// parameters, by name, in any order; parameters left out, or given `nil`, are not checked,
  /// and ``IntentValueExpectation/isNil`` expects one to be absent:
  ///
  /// ```swift
  /// let expectation = definitions.intents["OrderSoup"].expect(
  ///   soup: .contains("Chowder"), deliveryLocation: .isNil)
  /// ```
  ///
  /// Parameters hold values as the test gave them, so only expectations that check a value
  /// before any query runs are accepted (``ResolvableIntentValueExpectation``).
  public var expect:
    IntentValueExpectationCallable<any ResolvableIntentValueExpectation, AppIntentExpectation>
  {
    let (type, bundle) = (typeIdentifier, bundleIdentifier)
    return IntentValueExpectationCallable { parameters in
      AppIntentExpectation(
        typeIdentifier: type, bundleIdentifier: bundle, parameters: parameters,
        resultExpectation: nil)
    }
  }

  /// An intent expectation that checks the result the intent returns, and none of its
  /// parameters: such as an ``AppEntityExpectation``, or ``IntentValueExpectation/isNil`` for
  /// no result. Run the intent and hand both to
  /// ``AppIntentExpectationProviding/isSatisfied(by:result:)``.
  public func result(_ resultExpectation: any IntentValueExpectation) -> AppIntentExpectation {
    _intentExpectation.result(resultExpectation)
  }
}
