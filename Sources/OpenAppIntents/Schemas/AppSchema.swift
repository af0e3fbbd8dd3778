/// The schemas of Apple Intelligence and Siri: well-known actions, entities and enumerations an
/// app's types conform to with ``AppIntent(schema:)``, ``AppEntity(schema:)`` and
/// ``AppEnum(schema:)``, such as `.photos.createAlbum`.
///
/// A schema says what its conforming type must declare (its parameters or properties, by name and
/// type) and, for intents, how people ask for the action, so Siri reaches a schema intent
/// without an App Shortcut phrase. `sirisim schemas` checks an app's types against theirs.
public struct AppSchema: Sendable {
  /// An action schema, such as `.photos.createAlbum`.
  public struct Intent: AppSchemaIntent, Hashable {
    /// The domain, such as `photos`.
    public let domain: String
    /// The action, such as `createAlbum`.
    public let name: String
    /// The action as a person reads it: "Create Album".
    public let title: LocalizedStringResource
    /// What a conforming intent declares.
    public let parameters: [Member]
    /// How people ask for the action, with `${applicationName}` and `${parameter}` slots.
    public let phrases: [String]

    /// `domain.name`, as Apple writes a schema.
    public var identifier: String { "\(domain).\(name)" }
  }

  /// An entity schema, such as `.photos.album`.
  public struct Entity: AppSchemaEntity, Hashable {
    /// The domain, such as `photos`.
    public let domain: String
    /// The entity, such as `album`.
    public let name: String
    /// The type's name as a person reads it: "Album".
    public let title: LocalizedStringResource
    /// What a conforming entity declares.
    public let properties: [Member]

    /// `domain.name`, as Apple writes a schema.
    public var identifier: String { "\(domain).\(name)" }
  }

  /// An enumeration schema, such as `.photos.assetType`.
  public struct Enum: AppSchemaEnum, Hashable {
    /// The domain, such as `photos`.
    public let domain: String
    /// The enumeration, such as `assetType`.
    public let name: String
    /// The type's name as a person reads it: "Asset Type".
    public let title: LocalizedStringResource

    /// `domain.name`, as Apple writes a schema.
    public var identifier: String { "\(domain).\(name)" }
  }

  /// A parameter of an intent schema or a property of an entity schema.
  public struct Member: Sendable, Hashable {
    /// The property's name in the conforming type.
    public let name: String
    /// The value's type, as a person writes it: `String`, `[IntentFile]`, `photos.album`.
    public let type: String
    /// Whether the conforming type must declare it.
    public let isRequired: Bool

    /// A member of `type`, required unless `optional`.
    public init(_ name: String, _ type: String, optional: Bool = false) {
      self.name = name
      self.type = type
      isRequired = !optional
    }
  }
}

/// A type that names an action schema: what ``AppIntent(schema:)`` takes.
public protocol AppSchemaIntent: Sendable {}
/// A type that names an entity schema: what ``AppEntity(schema:)`` takes.
public protocol AppSchemaEntity: Sendable {}
/// A type that names an enumeration schema: what ``AppEnum(schema:)`` takes.
public protocol AppSchemaEnum: Sendable {}

/// The schemas' former name (iOS 18).
@available(*, deprecated, renamed: "AppSchema")
public typealias AssistantSchemas = AppSchema
