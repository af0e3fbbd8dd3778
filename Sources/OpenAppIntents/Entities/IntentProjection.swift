/// The values of an intent's parameters as an `@IntentParameterDependency` sees them: each
/// listed parameter with a value, read by name (`orderSoup.quantity`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: Sendable {
  let intent: Intent

  init(_ intent: Intent) { self.intent = intent }

  /// The value of a parameter of the intent, unwrapped: `dependency.quantity`.
  ///
  /// Read only the parameters the dependency lists: those are the ones known to have a value.
  /// Another empty parameter reads as its type's empty value, or stops the program as reading
  /// an empty required `@Parameter` does.
  public subscript<Value: _IntentValue>(dynamicMember keyPath: KeyPath<Intent, Value>)
    -> Value.ValueType
  {
    let value = intent[keyPath: keyPath]
    guard let unwrapped = value._unwrapped else {
      preconditionFailure(
        "IntentProjection: \(keyPath) has no value; list it in the @IntentParameterDependency.")
    }
    return unwrapped
  }
}
