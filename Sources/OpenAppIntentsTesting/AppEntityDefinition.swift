/// An entity type of the app under test, by type name, from which a test makes references.
///
/// ```swift
/// let soup = definitions.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
/// let intent = definitions.intents["OrderSoup"].makeIntent(soup: soup)
/// ```
public struct AppEntityDefinition: Sendable {
  /// The entity's type name, such as "SoupAppEntity".
  public let typeIdentifier: String
  /// The bundle identifier of the app that includes the app entity.
  public let bundleIdentifier: String
  /// The test session its queries run in.
  let session: TestSession?

  /// A reference to the entity with this identifier. The entity's query finds it when an
  /// intent that is given it runs, or when one of its properties is first read; a reference to
  /// no entity makes that intent throw
  /// ``AppIntentsTestingError/entityNotFound(entity:identifier:)``, and its properties read as
  /// `nil`.
  public func makeReference(identifier: String) -> AnyAppEntity {
    AnyAppEntity(
      identifier: AttributedEntityIdentifier(
        entityType: AttributedTypeIdentifier(
          persistentIdentifier: typeIdentifier, bundleIdentifier: bundleIdentifier),
        instanceIdentifier: identifier),
      session: session)
  }
}
