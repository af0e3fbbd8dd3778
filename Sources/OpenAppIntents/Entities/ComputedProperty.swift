/// An entity property derived from the entity's other values each time it is read, never
/// stored: `@ComputedProperty(indexingKey: \.displayName) var name: String { landmark.name }`.
/// Spotlight indexes it under its key as it indexes an `@Property`.
@attached(peer, names: prefixed(__computedProperty_))
public macro ComputedProperty(
  title: LocalizedStringResource? = nil,
  indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil,
  customIndexingKey: CSCustomAttributeKey? = nil
) = #externalMacro(module: "OpenAppIntentsMacros", type: "ComputedPropertyMacro")

/// An entity property that is fetched asynchronously and only when someone asks for it:
/// `@DeferredProperty var crowdStatus: Int { get async throws { … } }`. Never stored.
@attached(peer, names: prefixed(__deferredProperty_))
public macro DeferredProperty(title: LocalizedStringResource? = nil) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "DeferredPropertyMacro")

/// What `@ComputedProperty` keeps beside its property: how to read it and where Spotlight
/// indexes it. Every descriptor of a property is equal, so an entity's synthesized `Equatable`
/// and `Hashable` are unchanged by it.
public struct _ComputedEntityProperty<Entity>: Sendable, Hashable {
  /// The property's name.
  public let name: String
  /// Its title, if given.
  public let title: LocalizedStringResource?
  /// The Spotlight attribute it is indexed as. Key paths are immutable.
  nonisolated(unsafe) public let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?
  /// The app's own Spotlight attribute it is indexed as.
  public let customIndexingKey: CSCustomAttributeKey?
  let read: @Sendable (Entity) -> Any

  /// A descriptor; the macro writes it.
  public init(
    name: String, title: LocalizedStringResource?,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?,
    customIndexingKey: CSCustomAttributeKey?, read: @escaping @Sendable (Entity) -> Any
  ) {
    self.name = name
    self.title = title
    self.indexingKey = indexingKey
    self.customIndexingKey = customIndexingKey
    self.read = read
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What `@DeferredProperty` keeps beside its property: how to fetch it.
public struct _DeferredEntityProperty<Entity>: Sendable, Hashable {
  /// The property's name.
  public let name: String
  /// Its title, if given.
  public let title: LocalizedStringResource?
  let fetch: @Sendable (Entity) async throws -> Any

  /// A descriptor; the macro writes it.
  public init(
    name: String, title: LocalizedStringResource?,
    fetch: @escaping @Sendable (Entity) async throws -> Any
  ) {
    self.name = name
    self.title = title
    self.fetch = fetch
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
