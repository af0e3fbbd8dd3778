/// A transient entity type of the app under test (`TransientAppEntity`), by type name, from
/// which a test makes entities with their properties set by name.
///
/// ```swift
/// let receipt = definitions.transientEntities["OrderReceipt"]
///   .makeEntity(drink: "Flat White", size: "large")
/// let intent = definitions.intents["OrderAgain"].makeIntent(receipt: receipt)
/// ```
///
/// SiriSim finds the type among those the app's intents take and its manifest's
/// `transientEntities` (on a device, the system finds it in the app's bundle).
public struct TransientAppEntityDefinition: Sendable {
  /// The transient entity's type name, such as "OrderReceipt".
  let typeIdentifier: String
  /// The bundle identifier of the app that declares the transient entity.
  public let bundleIdentifier: String
  let session: TestSession?

  /// Creates a populated instance of this transient entity: `makeEntity(drink: "Flat White")`.
  ///
  /// The app's own `init()` makes the entity and each value is given to the `@Property` of its
  /// label, converted as a parameter's value is. A name the entity does not declare, or a value
  /// of another type, throws when the entity is used (an intent given it runs, a property is
  /// read).
  public var makeEntity: IntentValuePropertiesCallable<AnyTransientAppEntity> {
    let definition = self
    return IntentValuePropertiesCallable { values in
      AnyTransientAppEntity(definition: definition, values: values)
    }
  }

  /// The same as ``makeEntity``, by the name an example of Apple's `AnyTransientAppEntity`
  /// documentation uses: `withProperties(name: "John Doe", age: 30)`.
  public var withProperties: IntentValuePropertiesCallable<AnyTransientAppEntity> {
    makeEntity
  }
}
