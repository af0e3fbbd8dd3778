/// An intent of the app under test, by type name, from which a test makes instances to run.
///
/// ```swift
/// let intent = definitions.intents["OrderSoup"].makeIntent(soup: "Tomato Soup", quantity: 2)
/// ```
public struct AppIntentDefinition: Sendable {
  /// The intent's type name, such as "OrderSoup".
  public let typeIdentifier: String
  /// The bundle identifier of the app that declares the intent.
  public let bundleIdentifier: String
  let session: TestSession?

  /// Makes an intent with parameter values given by name: `makeIntent()`,
  /// `makeIntent(soup: "Tomato Soup", quantity: 2)`. A name the intent does not declare, or a
  /// value that does not fit, throws when the intent runs.
  public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
    let definition = self
    return IntentValuePropertiesCallable { values in
      var intent = AnyAppIntent(definition: definition)
      for (name, value) in values { intent[dynamicMember: name] = value }
      return intent
    }
  }
}
