@_spi(SiriSim) import OpenAppIntents

/// SiriSim's Spotlight: what apps index (`CSSearchableIndex`), searchable by words.
///
/// SiriSim's store keeps it as a full-text index; ``SiriMemory/spotlight`` gives it.
public protocol SpotlightIndex: Sendable {
  /// Where `app`'s writes go.
  @_spi(SiriSim) func sink(for app: String) -> any SpotlightSink
  /// The items whose words match `query` (prefixes and near spellings too), best first.
  func search(_ query: String, limit: Int) throws -> [SpotlightHit]
  /// How many items are indexed.
  func count() throws -> Int
}

/// One Spotlight result: the app that indexed it and what it indexed.
public struct SpotlightHit: Sendable, Equatable {
  /// The app's name.
  public var app: String
  /// The item's title.
  public var title: String
  /// Its description, if any.
  public var subtitle: String?
  /// The entity it stands for, as its type's name and its identifier; `nil` for a plain item.
  public var entityType: String?
  public var entityIdentifier: String?

  /// A hit.
  public init(
    app: String, title: String, subtitle: String? = nil, entityType: String? = nil,
    entityIdentifier: String? = nil
  ) {
    self.app = app
    self.title = title
    self.subtitle = subtitle
    self.entityType = entityType
    self.entityIdentifier = entityIdentifier
  }
}

extension SiriMemory {
  /// No Spotlight unless the memory keeps one.
  public var spotlight: (any SpotlightIndex)? { nil }
}
