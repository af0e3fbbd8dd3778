/// One thing the app put in Spotlight, as SiriSim's index keeps it.
///
/// SiriSim runtime support, not part of Apple's API.
@_spi(SiriSim) public struct SpotlightEntry: Sendable, Equatable {
  /// The entity an entry stands for: its type's name and its identifier, as text.
  public struct Entity: Sendable, Equatable {
    public var type: String
    public var identifier: String

    init<T: IndexedEntity>(_ entity: T) {
      type = String(describing: T.self)
      identifier = "\(entity.id)"
    }

    public init(type: String, identifier: String) {
      self.type = type
      self.identifier = identifier
    }
  }

  /// Unique within the app: the item's identifier, or "Type/id" for an entity.
  public var identifier: String
  public var domain: String?
  public var title: String
  public var subtitle: String?
  /// Every other searchable text, by attribute name.
  public var attributes: [String: String]
  public var entity: Entity?
  public var priority: Int
  public var isHidden: Bool

  public init(
    identifier: String, domain: String? = nil, title: String, subtitle: String? = nil,
    attributes: [String: String] = [:], entity: Entity? = nil, priority: Int = 0,
    isHidden: Bool = false
  ) {
    self.identifier = identifier
    self.domain = domain
    self.title = title
    self.subtitle = subtitle
    self.attributes = attributes
    self.entity = entity
    self.priority = priority
    self.isHidden = isHidden
  }

  init(item: CSSearchableItem) {
    var attributes = item.attributeSet.searchableText
    let title = attributes.removeValue(forKey: "title") ?? attributes["displayName"] ?? ""
    let subtitle = attributes.removeValue(forKey: "contentDescription")
    self.init(
      identifier: item.uniqueIdentifier, domain: item.domainIdentifier, title: title,
      subtitle: subtitle, attributes: attributes, entity: item.entity,
      priority: item.priority)
  }

  init<T: IndexedEntity>(entity: T, priority: Int) {
    var attributes = entity.indexedAttributes.searchableText
    let reference = Entity(entity)
    let title =
      attributes.removeValue(forKey: "title") ?? entity.displayRepresentation.title.defaultValue
    let subtitle = attributes.removeValue(forKey: "contentDescription")
    self.init(
      identifier: "\(reference.type)/\(reference.identifier)", title: title,
      subtitle: subtitle, attributes: attributes, entity: reference, priority: priority,
      isHidden: entity.hideInSpotlight)
  }
}

/// What to remove from the index.
@_spi(SiriSim) public enum SpotlightDeletion: Sendable, Equatable {
  case items([String])
  case domains([String])
  case entities(type: String, identifiers: [String]?)
  case all
}

/// Where an app's Spotlight writes go: SiriSim's index, for one app.
///
/// SiriSim runtime support.
@_spi(SiriSim) public protocol SpotlightSink: Sendable {
  /// Adds or replaces entries.
  func index(_ entries: [SpotlightEntry]) throws
  /// Removes entries.
  func delete(_ deletion: SpotlightDeletion) throws
}

/// The Spotlight index app code writes to, bound by the runtime around the app's code.
///
/// SiriSim runtime support.
@_spi(SiriSim) public enum SpotlightSinkBinding {
  @TaskLocal public static var current: (any SpotlightSink)?
}
