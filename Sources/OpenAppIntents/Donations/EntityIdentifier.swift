/// Names one entity of one type: Apple's `EntityIdentifier`, used to delete the donations that
/// refer to an entity.
public struct EntityIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The entity type's name, such as "SoupAppEntity".
  public let typeIdentifier: String
  /// The entity's `id`, as text.
  public let instanceIdentifier: String

  /// The longest `identifier` the system keeps; a longer one is cut to this many characters.
  public static let valueMaximumLength = 4096

  /// The entity's `id`, as text, at most ``valueMaximumLength`` characters.
  public var identifier: String { instanceIdentifier }

  /// The identifier of the entity of `type` whose `id` is `identifier`.
  ///
  /// As on the system, an `id` longer than ``valueMaximumLength`` characters is truncated.
  public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
    self.init(
      typeIdentifier: String(describing: type),
      instanceIdentifier: String("\(identifier)".prefix(Self.valueMaximumLength)))
  }

  /// The identifier of an entity.
  public init<Entity: AppEntity>(for entity: Entity) {
    self.init(for: Entity.self, identifier: entity.id)
  }

  /// An identifier from its two parts, as the store keeps them.
  public init(typeIdentifier: String, instanceIdentifier: String) {
    self.typeIdentifier = typeIdentifier
    self.instanceIdentifier = instanceIdentifier
  }

  /// "SoupAppEntity/CLAM_CHOWDER".
  public var description: String { "\(typeIdentifier)/\(instanceIdentifier)" }
}
