import Foundation
import OpenAppIntents

extension Trail {
  /// What Spotlight knows of a trail: its name, where it is, the activities it allows and its
  /// place on the map, as Apple's sample (iOS 18.1 revision) indexes it.
  var searchableAttributes: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet()
    attributes.title = name
    attributes.namedLocation = regionDescription
    attributes.keywords = activities.localizedElements
    attributes.latitude = NSNumber(value: coordinate.latitude)
    attributes.longitude = NSNumber(value: coordinate.longitude)
    attributes.supportsNavigation = NSNumber(value: true)
    return attributes
  }
}

/// A trail found in Spotlight opens as the entity the item stands for. The attributes come
/// from the app's `Trail` (``TrailDataManager/updateSpotlightIndex()``), which knows more of a
/// trail than the entity shows, so the entity adds none of its own.
extension TrailEntity: IndexedEntity {}

extension TrailDataManager {
  /// Puts every trail in Spotlight, each item standing for its ``TrailEntity``: what the app
  /// does when it launches, so that a search finds a trail before any intent ran.
  public func updateSpotlightIndex() async throws {
    guard CSSearchableIndex.isIndexingAvailable() else { return }
    let items = trails.map { trail in
      let item = CSSearchableItem(
        uniqueIdentifier: String(trail.id), domainIdentifier: nil,
        attributeSet: trail.searchableAttributes)
      item.associateAppEntity(TrailEntity(trail: trail))
      return item
    }
    try await CSSearchableIndex.default().indexSearchableItems(items)
  }
}
