/// A value you call with labeled value expectations to make an expectation on the
/// parameters or properties the labels name: `definition.expect(title: .contains("NASA"))`.
///
/// `Argument` is what the arguments accept (`any ResolvableIntentValueExpectation` for an
/// intent's parameters, `any IntentValueExpectation` for an entity's properties); `Expectation`
/// is what the call makes. Don't create one yourself: get it from
/// ``AppIntentDefinition/expect``, ``AppEntityDefinition/expect`` or
/// ``AppEntityIdentifierExpectation/expect``.
@dynamicCallable
public struct IntentValueExpectationCallable<Argument, Expectation>: Sendable
where Argument: Sendable {
  private let make:
    @Sendable ([(name: String, expectation: any IntentValueExpectation)]) -> Expectation
  private let erase: @Sendable (Argument) -> any IntentValueExpectation

  init(
    erase: @escaping @Sendable (Argument) -> any IntentValueExpectation,
    _ make:
      @escaping @Sendable ([(name: String, expectation: any IntentValueExpectation)]) ->
      Expectation
  ) {
    self.erase = erase
    self.make = make
  }

  /// An expectation that checks each labeled parameter or property against its value
  /// expectation; a `nil` value leaves it unchecked. Swift calls it when you call the callable
  /// with labeled arguments. Every argument needs a label, each used once: otherwise this stops
  /// with a precondition failure.
  public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Argument?>)
    -> Expectation
  {
    var checks: [(name: String, expectation: any IntentValueExpectation)] = []
    for (label, argument) in args {
      precondition(!label.isEmpty, "expect(…): every value expectation needs a label.")
      precondition(
        args.filter { $0.key == label }.count == 1, "expect(…): “\(label)” is given twice.")
      guard let argument else { continue }
      checks.append((label, erase(argument)))
    }
    return make(checks)
  }
}

extension IntentValueExpectationCallable where Argument == any IntentValueExpectation {
  init(
    _ make:
      @escaping @Sendable ([(name: String, expectation: any IntentValueExpectation)]) ->
      Expectation
  ) {
    self.init(erase: { $0 }, make)
  }
}

extension IntentValueExpectationCallable
where Argument == any ResolvableIntentValueExpectation {
  init(
    _ make:
      @escaping @Sendable ([(name: String, expectation: any IntentValueExpectation)]) ->
      Expectation
  ) {
    self.init(erase: { $0 }, make)
  }
}
