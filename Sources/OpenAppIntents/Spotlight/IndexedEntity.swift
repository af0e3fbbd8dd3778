/// An entity the app puts in Spotlight: ``CSSearchableIndex/indexAppEntities(_:priority:)``
/// indexes its display representation, the properties it marks with `indexingKey:` and its
/// ``attributeSet``; a search that finds it opens it with the app's `OpenIntent`.
public protocol IndexedEntity: AppEntity {
  /// Extra attributes to index; by default, ``defaultAttributeSet``.
  var attributeSet: CSSearchableItemAttributeSet { get }
  /// Whether Spotlight leaves the entity out of its results. Default: `false`.
  var hideInSpotlight: Bool { get }
}

extension IndexedEntity {
  /// The title and subtitle of the entity's display representation.
  public var defaultAttributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet()
    attributes.title = displayRepresentation.title.defaultValue
    attributes.contentDescription = displayRepresentation.subtitle?.defaultValue
    attributes.keywords = displayRepresentation.synonyms.map(\.defaultValue)
    return attributes
  }

  public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

  public var hideInSpotlight: Bool { false }

  /// Everything indexed about the entity: its attribute set, then the properties that have an
  /// indexing key, over it.
  var indexedAttributes: CSSearchableItemAttributeSet {
    let attributes = attributeSet
    if attributes.title == nil {
      attributes.title = displayRepresentation.title.defaultValue
    }
    for indexed in EntityReflection.indexedValues(of: self) {
      if let key = indexed.indexingKey {
        attributes.set(indexed.value, at: key)
      } else if let custom = indexed.customIndexingKey {
        attributes.setValue(
          IntentValueFormatter.spokenText(of: indexed.value), forCustomKey: custom)
      }
    }
    return attributes
  }
}
