/// An expectation that checks an app intent's parameters and, optionally, the result it
/// returns: declared before there is an intent, then checked against one with
/// ``AppIntentExpectationProviding/isSatisfied(by:result:)``.
///
/// ```swift
/// let expectation = definitions.intents["OrderSoup"]
///   .expect(soup: .equals("Tomato Soup"), toppings: .isNil)
///   .result(definitions.entities["OrderDetailsAppEntity"].expect(soupName: .equals("Tomato Soup")))
/// let intent = definitions.intents["OrderSoup"].makeIntent(soup: "Tomato Soup", storeLocation: "Ferry Building")
/// let result = try await intent.run()
/// #expect(try await expectation.isSatisfied(by: intent, result: result))
/// ```
///
/// It checks only the parameters given an expectation, and the result only once one is added.
/// Don't create one yourself: call ``AppIntentDefinition/expect`` or
/// ``AppIntentDefinition/result(_:)``.
public struct AppIntentExpectation: AppIntentExpectationProviding, CustomStringConvertible {
  /// The intent's type name, such as "OrderSoup".
  let typeIdentifier: String
  /// The bundle identifier of the app that declares the intent.
  let bundleIdentifier: String
  /// The parameters checked, by name, in the order given.
  let parameters: [(name: String, expectation: any IntentValueExpectation)]
  /// The result's expectation; `nil` leaves the result unchecked.
  let resultExpectation: (any IntentValueExpectation)?

  public var _intentExpectation: AppIntentExpectation { self }

  /// An intent expectation that checks the same parameters and `resultExpectation` for the
  /// result, in place of any earlier one: ``IntentValueExpectation/isNil`` expects no result,
  /// `nil` leaves the result unchecked.
  public func result(_ resultExpectation: (any IntentValueExpectation)?) -> AppIntentExpectation {
    AppIntentExpectation(
      typeIdentifier: typeIdentifier, bundleIdentifier: bundleIdentifier,
      parameters: parameters, resultExpectation: resultExpectation)
  }

  /// Whether `intent` and `result` meet the expectation.
  func check(_ intent: AnyAppIntent, result: ResolvedIntentResult?) throws(AppIntentsTestingError)
    -> Bool
  {
    guard intent.identifier == typeIdentifier,
      intent.definition.bundleIdentifier == bundleIdentifier
    else { return false }
    var satisfied = true
    for (name, expectation) in parameters {
      let value = try intent.parameterValue(name)
      if (try? expectation._isSatisfied(byTestingValue: IntentValueReading.wrappingEntities(value)))
        != true
      {
        satisfied = false
      }
    }
    if let resultExpectation {
      let value = IntentValueReading.wrappingEntities(result?.returned)
      if (try? resultExpectation._isSatisfied(byTestingValue: value)) != true { satisfied = false }
    }
    return satisfied
  }

  /// The check, as a test failure reads it: `OrderSoup(soup: equals("Tomato Soup")) → isNil`.
  public var description: String {
    let checks = parameters.map { "\($0.name): \($0.expectation)" }.joined(separator: ", ")
    let result = resultExpectation.map { " → \($0)" } ?? ""
    return "\(typeIdentifier)(\(checks))\(result)"
  }
}
