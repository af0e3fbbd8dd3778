/// A type that describes the app intent you expect: its type and, optionally, its parameter
/// values and result. An ``AppIntentDefinition`` on its own expects any intent of its type;
/// ``AppIntentDefinition/expect`` and ``AppIntentDefinition/result(_:)`` make an
/// ``AppIntentExpectation`` that also checks parameters or the result.
///
/// Check an intent with ``isSatisfied(by:result:)``. Don't declare new conformances: the
/// requirement, ``_intentExpectation``, is SiriSim's, not part of Apple's API.
public protocol AppIntentExpectationProviding: Sendable {
  /// SiriSim: the expectation as one ``AppIntentExpectation``. Not part of Apple's API.
  var _intentExpectation: AppIntentExpectation { get }
}

extension AppIntentExpectationProviding {
  /// Whether an intent and its result meet the expectation: the intent is of the expected
  /// type (and app), each parameter with an expectation satisfies it, and the result satisfies
  /// the result expectation, if there is one. Checking does not run the intent.
  ///
  /// Parameters are checked as the test gave them (before any query runs), a parameter not
  /// given as its default; each on its own, so one that can't be evaluated is not satisfied
  /// and the others are still checked.
  ///
  /// - Parameters:
  ///   - intent: The intent to check.
  ///   - result: What running it returned; left out, the result is taken as absent.
  /// - Throws: ``AppIntentsTestingError`` when the app is not installed, or an expectation
  ///   names a parameter the intent does not have.
  public func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult? = nil)
    async throws -> Bool
  {
    try _intentExpectation.check(intent, result: result)
  }
}
