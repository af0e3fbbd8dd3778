import Foundation

/// An item in Spotlight: an identifier and its attributes, optionally standing for an app
/// entity (``associateAppEntity(_:priority:)``).
public final class CSSearchableItem: @unchecked Sendable {
  // Mutable as Core Spotlight's is; an item is built, then handed to the index once.

  /// The item's identifier, unique within the app.
  public var uniqueIdentifier: String
  /// The group the item belongs to, such as "trails", for deleting by domain.
  public var domainIdentifier: String?
  /// What Spotlight indexes about it.
  public var attributeSet: CSSearchableItemAttributeSet
  /// The entity the item stands for, set by ``associateAppEntity(_:priority:)``.
  var entity: SpotlightEntry.Entity?
  var priority = 0

  /// An item with its attributes.
  public init(
    uniqueIdentifier: String?, domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
  }

  /// Says the item stands for `appEntity`, so a search that finds it opens the entity;
  /// `priority` ranks it above items with lower ones.
  public func associateAppEntity<T: IndexedEntity>(_ appEntity: T, priority: Int = 0) {
    entity = SpotlightEntry.Entity(appEntity)
    self.priority = priority
  }
}
