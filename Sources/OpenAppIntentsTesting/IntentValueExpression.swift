/// An intent value expression: a value to give a parameter, as
/// ``IntentValueExpressing/makeExpression()`` makes it.
///
/// Apple's type comes from `AppIntentsTypeSupport`, with no public initializer.
public struct IntentValueExpression: Sendable {
  /// The value, as SiriSim's runtime is given it.
  let value: _IntentTestingValue

  init(_ value: _IntentTestingValue) {
    self.value = value
  }
}
