/// What identifies one app entity: its type and its identifier among the entities of that type.
///
/// Apple's type comes from `AppIntentsTypeSupport` (re-exported by App Intents); SiriSim's
/// keeps the same initializer and properties.
public struct AttributedEntityIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The entity's type.
  public let entityType: AttributedTypeIdentifier
  /// The entity's identifier as text, such as "tomatoSoup" or a UUID's string.
  public let instanceIdentifier: String

  /// Creates an entity identifier.
  public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
    self.entityType = entityType
    self.instanceIdentifier = instanceIdentifier
  }

  /// "SoupAppEntity/tomatoSoup".
  public var description: String {
    "\(entityType.persistentIdentifier)/\(instanceIdentifier)"
  }
}
