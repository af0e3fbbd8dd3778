/// A callable that makes an instance with the given values, by name:
/// `definitions.intents["OrderSoup"].makeIntent(soup: "Tomato Soup", quantity: 2)`.
///
/// Don't create one yourself: ``AppIntentDefinition/makeIntent`` is one.
@dynamicCallable
public struct IntentValuePropertiesCallable<T>: Sendable {
  private let make: @Sendable ([(String, (any IntentValueExpressing)?)]) -> T

  init(_ make: @escaping @Sendable ([(String, (any IntentValueExpressing)?)]) -> T) {
    self.make = make
  }

  /// An instance of `T` with each argument's value given to the property of its label.
  public func dynamicallyCall(
    withKeywordArguments args: KeyValuePairs<String, (any IntentValueExpressing)?>
  ) -> T {
    make(args.map { ($0.key, $0.value) })
  }
}
